/// The "sounds like" keys of the 2.16.6 server's text search: PHP's `metaphone()` (php-src
/// `ext/standard/metaphone.c`), the server's `spanish_metaphone()` (`server/shared/spanish_metaphone.php`) and
/// `SplitIntoMetaphone()` (`server/shared/classes/comdef_utilityclasses.inc.php`), which applies one of them to each
/// word. All three work on UTF-8 bytes, as PHP does: only ASCII letters are letters, any other byte is not.
/// `PHPMetaphoneTests` checks them against the answers of PHP 8.2 itself.
enum PHPMetaphone {
    /// PHP's `metaphone($text)`, with no limit on the number of phonemes.
    static func metaphone(_ text: String) -> String {
        var text = text
        return text.withUTF8 { metaphone(bytes: $0) }
    }

    /// 2.16.6's `spanish_metaphone($text)`: a key of at most 6 letters.
    static func spanishMetaphone(_ text: String) -> String {
        var text = text
        return text.withUTF8 { spanishMetaphone(bytes: $0) }
    }

    /// 2.16.6's `SplitIntoMetaphone($text, $language, $literal)`: the text trimmed and lowercased, then, for English
    /// (`en`) and Spanish (`es`), one key per space-separated word — its `metaphone`, its `spanishMetaphone`, or with
    /// `literal` the word itself — and for any other language the whole text as the only key. `nil` where PHP gives
    /// `null`: English or Spanish without a word that PHP counts as true (neither empty nor `"0"`).
    ///
    /// - Parameters:
    ///   - language: The language asked for; `nil` and `""` (both `== null` in PHP) mean `serverLanguage`.
    ///   - serverLanguage: The server's own language, `GetLocalLang()`.
    static func splitIntoMetaphone(
        _ text: String,
        language: String?,
        literal: Bool = false,
        serverLanguage: String = "en"
    ) -> [String]? {
        var language = language ?? ""
        if language.isEmpty { language = serverLanguage }
        var lowered = lowercased(PHPText.trim(text))
        let isEnglish = language == "en"
        guard isEnglish || language == "es" else { return [lowered] }
        var keys: [String] = []
        lowered.withUTF8 { bytes in
            var start = 0
            // `explode(" ", ...)`: split on the space byte only; other whitespace stays inside a word…
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 {
                // …unless at its ends, which `trim` removes. (Lowercasing the word again changes nothing.)
                var first = start
                var last = end
                while first < last, PHPText.isTrimmed(bytes[first]) { first += 1 }
                while last > first, PHPText.isTrimmed(bytes[last - 1]) { last -= 1 }
                start = end + 1
                let word = UnsafeBufferPointer(rebasing: bytes[first..<last])
                // `if ($string)`: PHP's false strings are "" and "0".
                guard !word.isEmpty, !(word.count == 1 && word[0] == 0x30) else { continue }
                if literal {
                    keys.append(String(decoding: word, as: UTF8.self))
                } else {
                    keys.append(isEnglish ? metaphone(bytes: word) : spanishMetaphone(bytes: word))
                }
            }
        }
        return keys.isEmpty ? nil : keys
    }

    // MARK: - metaphone

    private static func metaphone(bytes word: UnsafeBufferPointer<UInt8>) -> String {
        // PHP passes the C code a NUL-terminated buffer, and it reads only up to the first NUL.
        let end = word.firstIndex(of: 0) ?? word.count
        guard end > 0 else { return "" }
        // `toupper` of a byte, or NUL past the end: that is all the C code's lookahead ever sees.
        func letter(_ index: Int) -> UInt8 { index < end ? upper(word[index]) : 0 }
        var index = 0
        // Every input byte gives at most two phonemes (X is KS).
        return String(unsafeUninitializedCapacity: 2 * end) { output in
            var count = 0
            func phonize(_ phoneme: UInt8) {
                output[count] = phoneme
                count += 1
            }
            func back(_ distance: Int) -> UInt8 { index >= distance ? upper(word[index - distance]) : 0 }

            // Leading non-letters are skipped; a word of none gives "".
            while !isLetter(letter(index)) {
                if index >= end { return 0 }
                index += 1
            }
            // The first letter's special cases.
            let first = letter(index)
            let next = letter(index + 1)
            switch first {
            case ascii("A"):
                // AE becomes E; other initial vowels are kept.
                phonize(next == ascii("E") ? ascii("E") : ascii("A"))
                index += next == ascii("E") ? 2 : 1
            case ascii("G"), ascii("K"), ascii("P"):
                // GN, KN and PN become N.
                if next == ascii("N") {
                    phonize(ascii("N"))
                    index += 2
                }
            case ascii("W"):
                // WR becomes R; WH and W before a vowel become W, and the next letter is skipped.
                if next == ascii("R") {
                    phonize(ascii("R"))
                    index += 2
                } else if next == ascii("H") || isVowel(next) {
                    phonize(ascii("W"))
                    index += 2
                }
            case ascii("X"):
                phonize(ascii("S"))
                index += 1
            case ascii("E"), ascii("I"), ascii("O"), ascii("U"):
                phonize(first)
                index += 1
            default:
                break
            }

            while true {
                let current = letter(index)
                if current == 0 { break }
                let previous = back(1)
                // Non-letters are ignored, and so is a letter repeating the one before it, unless it is C.
                guard isLetter(current), current != previous || current == ascii("C") else {
                    index += 1
                    continue
                }
                let next = letter(index + 1)
                let afterNext = letter(index + 2)
                var skip = 0
                switch current {
                case ascii("B"):
                    // Silent in MB.
                    if previous != ascii("M") { phonize(ascii("B")) }
                case ascii("C"):
                    if makesSoft(next) {
                        // CIA is SH, SC[EIY] is silent, C[EIY] is S.
                        if next == ascii("I") && afterNext == ascii("A") {
                            phonize(ascii("X"))
                        } else if previous != ascii("S") {
                            phonize(ascii("S"))
                        }
                    } else if next == ascii("H") {
                        // PHP uses the "traditional" rules: CH is always SH.
                        phonize(ascii("X"))
                        skip = 1
                    } else {
                        phonize(ascii("K"))
                    }
                case ascii("D"):
                    // DG[EIY] is J, else T.
                    if next == ascii("G") && makesSoft(afterNext) {
                        phonize(ascii("J"))
                        skip = 1
                    } else {
                        phonize(ascii("T"))
                    }
                case ascii("G"):
                    if next == ascii("H") {
                        // GH is F unless after B, D or H three letters back or H four back; then it is silent (and
                        // the H is looked at next).
                        if !(preventsGHToF(back(3)) || back(4) == ascii("H")) {
                            phonize(ascii("F"))
                            skip = 1
                        }
                    } else if next == ascii("N") {
                        // Silent in GN at a word's end and in GNED.
                        if isLetter(afterNext) && !(afterNext == ascii("E") && letter(index + 3) == ascii("D")) {
                            phonize(ascii("K"))
                        }
                    } else if makesSoft(next) && previous != ascii("G") {
                        phonize(ascii("J"))
                    } else {
                        phonize(ascii("K"))
                    }
                case ascii("H"):
                    // Before a vowel, unless after C, G, P, S or T.
                    if isVowel(next) && !affectsH(previous) { phonize(ascii("H")) }
                case ascii("K"):
                    if previous != ascii("C") { phonize(ascii("K")) }
                case ascii("P"):
                    phonize(next == ascii("H") ? ascii("F") : ascii("P"))
                case ascii("Q"):
                    phonize(ascii("K"))
                case ascii("S"):
                    if next == ascii("I") && (afterNext == ascii("O") || afterNext == ascii("A")) {
                        phonize(ascii("X"))
                    } else if next == ascii("H") {
                        phonize(ascii("X"))
                        skip = 1
                    } else {
                        phonize(ascii("S"))
                    }
                case ascii("T"):
                    if next == ascii("I") && (afterNext == ascii("O") || afterNext == ascii("A")) {
                        phonize(ascii("X"))
                    } else if next == ascii("H") {
                        phonize(ascii("0"))
                        skip = 1
                    } else if !(next == ascii("C") && afterNext == ascii("H")) {
                        phonize(ascii("T"))
                    }
                case ascii("V"):
                    phonize(ascii("F"))
                case ascii("W"), ascii("Y"):
                    if isVowel(next) { phonize(current) }
                case ascii("X"):
                    phonize(ascii("K"))
                    phonize(ascii("S"))
                case ascii("Z"):
                    phonize(ascii("S"))
                case ascii("F"), ascii("J"), ascii("L"), ascii("M"), ascii("N"), ascii("R"):
                    phonize(current)
                default:
                    // Vowels after the first letter are dropped.
                    break
                }
                index += 1 + skip
            }
            return count
        }
    }

    // MARK: - spanish_metaphone

    private static func spanishMetaphone(bytes: UnsafeBufferPointer<UInt8>) -> String {
        let length = bytes.count
        guard length > 0 else { return "" }
        // The PHP pads the string with four spaces, so one byte past the end reads as a space.
        func letter(_ index: Int) -> UInt8 { index < length ? spanishUpper(bytes[index]) : 0x20 }
        return String(unsafeUninitializedCapacity: 6) { key in
            var count = 0
            func append(_ letter: UInt8) {
                key[count] = letter
                count += 1
            }
            var position = 0
            while count < 6 && position < length {
                let current = letter(position)
                let next = letter(position + 1)
                if position == 0 && isVowel(current) {
                    append(current)
                    position += 1
                    continue
                }
                switch current {
                case ascii("D"), ascii("F"), ascii("J"), ascii("K"), ascii("M"), ascii("N"), ascii("P"), ascii("R"),
                    ascii("S"), ascii("T"), ascii("V"):
                    append(current)
                    // The PHP steps by 2 for a double letter and then by 1 more, so it also skips the letter after.
                    position += next == current ? 3 : 1
                case ascii("C"):
                    if next == ascii("C") {
                        append(ascii("X"))
                        position += 2
                    } else if next == ascii("E") || next == ascii("I") {
                        append(ascii("S"))
                        position += 2
                    } else {
                        // CH is K too, and the PHP then skips three bytes: C, H and the one after.
                        append(ascii("K"))
                        position += next == ascii("H") ? 3 : 1
                    }
                case ascii("G"):
                    let isSoft = next == ascii("E") || next == ascii("I")
                    append(isSoft ? ascii("J") : ascii("G"))
                    position += isSoft ? 2 : 1
                case ascii("H"):
                    // Silent before a vowel, which is kept in its place.
                    if isVowel(next) {
                        append(next)
                        position += 2
                    } else {
                        append(ascii("H"))
                        position += 1
                    }
                case ascii("Q"):
                    append(ascii("K"))
                    position += next == ascii("U") ? 2 : 1
                case ascii("W"):
                    append(ascii("U"))
                    position += 2
                case ascii("X"):
                    // At the start (Xochimilco) it is S, and the next letter is skipped.
                    append(position == 0 ? ascii("S") : ascii("X"))
                    position += position == 0 ? 2 : 1
                default:
                    // Vowels after the first byte, B, L, Y, Z, and every byte that is not an ASCII letter.
                    position += 1
                }
            }
            // The PHP trims the key, but it only ever holds letters.
            return count
        }
    }

    /// The PHP's `strtr($string, 'bz', 'AEIOUNUVS')` — which, the two lists being of different lengths, only turns
    /// lowercase b into A and z into E — followed by `strtoupper`, which in PHP 8 is ASCII only.
    private static func spanishUpper(_ byte: UInt8) -> UInt8 {
        switch byte {
        case ascii("b"): ascii("A")
        case ascii("z"): ascii("E")
        default: upper(byte)
        }
    }

    // MARK: - Bytes

    private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

    /// `toupper` in the C locale.
    private static func upper(_ byte: UInt8) -> UInt8 { byte &- 0x61 < 26 ? byte &- 0x20 : byte }

    /// `isalpha` of an uppercased byte in the C locale.
    private static func isLetter(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }

    /// AEIOU, uppercase.
    private static func isVowel(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii("A"), ascii("E"), ascii("I"), ascii("O"), ascii("U"): true
        default: false
        }
    }

    /// EIY, which make C and G soft.
    private static func makesSoft(_ byte: UInt8) -> Bool {
        byte == ascii("E") || byte == ascii("I") || byte == ascii("Y")
    }

    /// CGPST, which an H after them joins.
    private static func affectsH(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii("C"), ascii("G"), ascii("P"), ascii("S"), ascii("T"): true
        default: false
        }
    }

    /// BDH, which keep a later GH from being F.
    private static func preventsGHToF(_ byte: UInt8) -> Bool {
        byte == ascii("B") || byte == ascii("D") || byte == ascii("H")
    }

    /// PHP 8.2's `mb_strtolower($text, 'UTF-8')`: each scalar's full lowercase mapping, without context (so Σ is
    /// always σ), from Unicode 14 — Swift's `lowercased()`, but leaving alone the letters later versions added.
    static func lowercased(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let age = scalar.properties.age, age.major <= 14 {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
