import Foundation

/// String comparison as the real server's database and PHP code compare.
enum Collation {
    /// `utf8mb4_unicode_ci`: case- and accent-insensitive, trailing spaces ignored.
    static func fold(_ text: String) -> String {
        var isASCII = true
        var hasUpperCase = false
        for byte in text.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if (0x41...0x5A).contains(byte) { hasUpperCase = true }
        }
        // Already folded (times, numbers, lower-case words): nothing to copy.
        if isASCII, !hasUpperCase, text.utf8.last != UInt8(ascii: " ") { return text }
        // ASCII has no accents to fold: lowercasing is the same, and much cheaper than Foundation's folding.
        var folded =
            isASCII ? text.lowercased() : text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        while folded.last == " " { folded.removeLast() }
        return folded
    }

    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        lhs == rhs || fold(lhs) == fold(rhs)
    }

    /// MySQL `ORDER BY`: `NULL` first, numbers numerically, text by the case-insensitive collation.
    static func sqlOrder(_ lhs: String?, _ rhs: String?, numeric: Bool) -> ComparisonResult {
        SQLSortValue(lhs, numeric: numeric).order(SQLSortValue(rhs, numeric: numeric))
    }

    /// A value as ``sqlOrder(_:_:numeric:)`` compares it, read and folded once: a sort compares each value many times.
    struct SQLSortValue {
        /// `nil` for `NULL`.
        let folded: String?
        /// The value as a number, in a numeric column.
        let number: Double?

        init(_ text: String?, numeric: Bool) {
            folded = text.map(Collation.fold)
            number = numeric ? text.flatMap { Double($0) } : nil
        }

        func order(_ other: SQLSortValue) -> ComparisonResult {
            switch (folded, other.folded) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case (let a?, let b?):
                if let left = number, let right = other.number {
                    return left == right ? .orderedSame : left < right ? .orderedAscending : .orderedDescending
                }
                return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
            }
        }
    }

    /// PHP 8's `<=>` on strings: numerically when both are numeric strings, else byte by byte.
    static func phpCompare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        if let a = PHPText.number(lhs), let b = PHPText.number(rhs) {
            return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
        }
        let a = Array(lhs.utf8)
        let b = Array(rhs.utf8)
        return a == b ? .orderedSame : a.lexicographicallyPrecedes(b) ? .orderedAscending : .orderedDescending
    }
}

/// MySQL's natural-language full-text search as the server uses it: any remaining word of the search matches a whole
/// word of a value; words shorter than 3 characters and InnoDB's stop words are ignored.
enum FullText {
    static let stopWords: Set<String> = [
        "a", "about", "an", "are", "as", "at", "be", "by", "com", "de", "en", "for", "from", "how", "i", "in", "is",
        "it",
        "la", "of", "on", "or", "that", "the", "this", "to", "was", "what", "when", "where", "who", "will", "with",
        "und", "www",
    ]

    /// The words of a text already folded by ``Collation/fold(_:)``.
    static func words(folded text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    static func searchWords(_ text: String) -> Set<String> {
        var words: Set<String> = []
        forEachSearchWord(of: text) { words.insert($0) }
        return words
    }

    /// The words of `text` that a search looks up, in order, repeats included: three characters or more, not a stop
    /// word, folded.
    static func forEachSearchWord(of text: String, _ body: (String) -> Void) {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            for word in Self.words(folded: Collation.fold(text)) where word.count >= 3 && !stopWords.contains(word) {
                body(word)
            }
            return
        }
        // ASCII, byte by byte: the same words as the Character path (letters, digits and `_`, lower-cased), which
        // costs most of a snapshot's loading at world scale.
        var word: [UInt8] = []
        func flush() {
            defer { word.removeAll(keepingCapacity: true) }
            guard word.count >= 3 else { return }
            let string = String(decoding: word, as: UTF8.self)
            if !stopWords.contains(string) { body(string) }
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            default: flush()
            }
        }
        flush()
    }
}

/// Vincenty's inverse formula on the WGS-84 ellipsoid, as 2.x servers compute distances (rounded to metres).
enum Vincenty {
    static func kilometers(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let a = 6_378_137.0
        let b = 6_356_752.3142
        let f = 1 / 298.257223563
        let l = (lon2 - lon1) / 57.2957795131
        let u1 = atan((1 - f) * tan(lat1 / 57.2957795131))
        let u2 = atan((1 - f) * tan(lat2 / 57.2957795131))
        let sinU1 = sin(u1)
        let cosU1 = cos(u1)
        let sinU2 = sin(u2)
        let cosU2 = cos(u2)
        var lambda = l
        var lambdaP = l
        var iterations = 100
        var sinSigma = 0.0
        var cosSigma = 0.0
        var sigma = 0.0
        var cosSqAlpha = 0.0
        var cos2SigmaM = 0.0
        repeat {
            let sinLambda = sin(lambda)
            let cosLambda = cos(lambda)
            sinSigma = sqrt(
                (cosU2 * sinLambda) * (cosU2 * sinLambda)
                    + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)
            )
            // Co-incident points: PHP returns `true`, which reads as 1 km.
            if sinSigma == 0 { return 1 }
            cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            cosSqAlpha = 1 - sinAlpha * sinAlpha
            cos2SigmaM = cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha
            // The 2.x code divides by the whole product (a slip against Vincenty's formula); it is kept to match.
            let c = f / (16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha)))
            lambdaP = lambda
            lambda =
                l + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            iterations -= 1
        } while abs(lambda - lambdaP) > 1e-12 && iterations > 0
        let uSq = cosSqAlpha * (a * a - b * b) / (b * b)
        let bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
        let bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
        let deltaSigma =
            bigB * sinSigma
            * (cos2SigmaM + bigB / 4
                * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM
                    * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        let s = b * bigA * (sigma - deltaSigma)
        return abs(s.rounded() / 1000)
    }
}
