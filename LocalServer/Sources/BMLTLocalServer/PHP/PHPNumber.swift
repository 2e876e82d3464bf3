import Foundation

/// PHP's conversions of numbers to text.
enum PHPNumber {
    /// `strval(float)` in PHP 8: the shortest text that reads back the same, integral values without `.0`, and
    /// exponents as `1.0E-5`.
    static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let text = "\(value)"
        guard let e = text.utf8.firstIndex(of: UInt8(ascii: "e")) else { return text }
        var mantissa = String(text[..<e])
        if !mantissa.contains(".") { mantissa += ".0" }
        var exponent = String(text[text.index(after: e)...])
        if exponent.hasPrefix("+") { exponent.removeFirst() }
        return mantissa + "E" + exponent
    }

    /// `json_encode(float)` in PHP 8: the shortest text that reads back the same, integral values as `40.0`.
    static func json(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return "\(value)"
    }

    /// `strval(float)`, which PHP writes with its `precision` setting (14 significant digits: `zend_gcvt`, rounding
    /// the exact binary value), trailing zeros removed, exponents as `1.0E-5` and `1.0E+20`.
    ///
    /// Every distance of a search answer goes through here, so the digits come from Swift's shortest text for the
    /// value, which rounds to the same 14 digits as the exact value unless the digits after the 14th are within the
    /// text's error of a half; those few, and subnormal values, go through C's `%.14G`.
    static func precision14(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NAN" : value < 0 ? "-INF" : "INF" }
        return shortestPrecision14(value) ?? formattedPrecision14(value)
    }

    /// ``precision14(_:)`` from the shortest text that reads back as `value`, or `nil` when its 14 digits could
    /// differ from the exact value's.
    static func shortestPrecision14(_ value: Double) -> String? {
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        // Below the normal range an ulp is no longer tiny next to the value.
        guard value.magnitude >= 1e-300 else { return nil }
        // value = 0.d₁d₂… × 10^exponent, d₁ ≠ 0.
        var digits: [UInt8] = []
        digits.reserveCapacity(20)
        var exponent = 0
        var pointSeen = false
        var text = value.magnitude.description
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if byte == UInt8(ascii: "0") && digits.isEmpty {
                        if pointSeen { exponent -= 1 }
                    } else {
                        digits.append(byte - UInt8(ascii: "0"))
                        if !pointSeen { exponent += 1 }
                    }
                case UInt8(ascii: "."): pointSeen = true
                case UInt8(ascii: "e"), UInt8(ascii: "E"):
                    var sign = 1
                    var power = 0
                    while index < bytes.count {
                        switch bytes[index] {
                        case UInt8(ascii: "-"): sign = -1
                        case UInt8(ascii: "+"): break
                        default: power = power * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                        }
                        index += 1
                    }
                    exponent += sign * power
                default: break
                }
            }
        }
        while digits.last == 0 { digits.removeLast() }
        guard !digits.isEmpty, digits.count <= 17 else { return nil }
        if digits.count > 14 {
            // The shortest text is within half an ulp of the value, at most 11.1 units of its 17th digit: the value
            // is on the same side of the half as the text unless the text is that close to it.
            var tail = 0
            for place in 14..<17 { tail = tail * 10 + Int(place < digits.count ? digits[place] : 0) }
            guard abs(tail - 500) > 12 else { return nil }
            digits.removeLast(digits.count - 14)
            if tail > 500 {
                var place = 13
                while place >= 0 && digits[place] == 9 {
                    digits[place] = 0
                    place -= 1
                }
                if place >= 0 {
                    digits[place] += 1
                } else {
                    digits = [1]
                    exponent += 1
                }
            }
            while digits.last == 0 { digits.removeLast() }
        }
        return Self.gFormat(digits: digits, exponent: exponent - 1, negative: value < 0)
    }

    /// `%.14G` of 0.d₁d₂… × 10^(scientific + 1), as PHP writes it.
    private static func gFormat(digits: [UInt8], exponent scientific: Int, negative: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        if negative { bytes.append(UInt8(ascii: "-")) }
        func append(_ digit: UInt8) { bytes.append(digit + UInt8(ascii: "0")) }
        if scientific < -4 || scientific >= 14 {
            append(digits[0])
            bytes.append(UInt8(ascii: "."))
            if digits.count == 1 { bytes.append(UInt8(ascii: "0")) } else { digits.dropFirst().forEach(append) }
            bytes.append(UInt8(ascii: "E"))
            bytes.append(UInt8(ascii: scientific < 0 ? "-" : "+"))
            bytes.append(contentsOf: String(abs(scientific)).utf8)
        } else if scientific >= 0 {
            for place in 0...scientific { append(place < digits.count ? digits[place] : 0) }
            if digits.count > scientific + 1 {
                bytes.append(UInt8(ascii: "."))
                digits.dropFirst(scientific + 1).forEach(append)
            }
        } else {
            bytes.append(contentsOf: "0.".utf8)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -scientific - 1))
            digits.forEach(append)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``precision14(_:)`` through C's `%.14G`, which rounds the exact binary value.
    static func formattedPrecision14(_ value: Double) -> String {
        var buffer = [UInt8](repeating: 0, count: 40)
        let length = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                withVaList([value]) { vsnprintf(characters.baseAddress, characters.count, "%.14G", $0) }
            }
        }
        let text = String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
        guard let e = text.firstIndex(of: "E") else { return text == "-0" ? "-0" : text }
        var mantissa = String(text[..<e])
        if !mantissa.contains(".") { mantissa += ".0" }
        var exponent = text[text.index(after: e)...]
        let sign = exponent.first == "-" ? "-" : "+"
        exponent = exponent.drop { $0 == "+" || $0 == "-" }.drop { $0 == "0" }
        return mantissa + "E" + sign + (exponent.isEmpty ? "0" : exponent)
    }
}
