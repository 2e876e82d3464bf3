import BMLTFixtures
import Foundation
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

    /// The digits of the shortest text are taken only where they round as the exact value does: seeded values of
    /// every kind (any bits, coordinates, distances, integers, and texts one digit past a half at the 15th) give C's
    /// `%.14G` answer, or are left to it.
    @Test("strval of a float from the shortest text agrees with %.14G")
    func shortestPrecision14() {
        var random = SplitMix64(seed: 14)
        var values: [Double] = [0, -0.0, 1, -1, 0.1, 1e-4, 1e-5, 123_456_789_012_345, 1e14, 1e15, 99_999_999_999_999.5]
        for _ in 0..<20_000 {
            values.append(Double(bitPattern: random.next()))
            values.append(Double.random(in: -180...180, using: &random))
            values.append((Double.random(in: -90...90, using: &random) * 1e6).rounded() / 1e6)
            values.append(Double.random(in: 0...25_000, using: &random))
            values.append(Double(Int64.random(in: -(1 << 60)...(1 << 60), using: &random)))
            // Fourteen digits, then three next to 500: values next to a half at the 15th digit.
            let digits = (0..<13).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            let tail = Int.random(in: 470...530, using: &random)
            values.append(Double("1\(digits)\(tail)e\(Int.random(in: -30...30, using: &random))") ?? 0)
        }
        var fromShortest = 0
        for value in values where value.isFinite {
            guard let text = PHPNumber.shortestPrecision14(value) else { continue }
            fromShortest += 1
            #expect(text == PHPNumber.formattedPrecision14(value), "strval(\(value))")
        }
        #expect(fromShortest > values.count * 8 / 10, "most values are written from their shortest text")
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
