import Testing

@testable import BMLTLocalServer

/// The local server's PHP helpers give PHP 8.2's own answers (``PHPTruthTable``, printed by PHP itself with
/// `Conformance/php-truth-table.php`).
@Suite("PHP's conversions")
struct PHPTests {
    @Test("intval, floatval and is_numeric", arguments: PHPTruthTable.strings.indices)
    func strings(_ index: Int) {
        let (text, intval, floatval, isNumeric) = PHPTruthTable.strings[index]
        #expect(PHPText.intval(text) == intval, "intval(\(text.debugDescription))")
        let value = PHPText.floatval(text)
        #expect(
            value == floatval && value.sign == floatval.sign,
            "floatval(\(text.debugDescription)) is \(value), PHP says \(floatval)"
        )
        #expect(PHPText.isNumeric(text) == isNumeric, "is_numeric(\(text.debugDescription))")
        #expect((PHPText.number(text) != nil) == isNumeric)
    }

    @Test("(int) of a float", arguments: PHPTruthTable.integerCasts.indices)
    func integerCasts(_ index: Int) {
        let (value, expected) = PHPTruthTable.integerCasts[index]
        #expect(PHPText.int(value) == expected, "(int) \(value)")
    }

    @Test("strval of a float", arguments: PHPTruthTable.floatStrings.indices)
    func floatStrings(_ index: Int) {
        let (value, expected) = PHPTruthTable.floatStrings[index]
        #expect(PHPNumber.precision14(value) == expected, "strval(\(value))")
    }

    @Test("== between strings", arguments: PHPTruthTable.looseEquality.indices)
    func looseEquality(_ index: Int) {
        let (left, right, expected) = PHPTruthTable.looseEquality[index]
        #expect(PHPText.looselyEqual(left, right) == expected, "\(left.debugDescription) == \(right.debugDescription)")
    }

    @Test("date() in UTC", arguments: PHPTruthTable.dates.indices)
    func dates(_ index: Int) {
        let (format, unixTime, expected) = PHPTruthTable.dates[index]
        #expect(PHPDate.format(format, unixTime) == expected, "date(\(format.debugDescription), \(unixTime))")
    }
}
