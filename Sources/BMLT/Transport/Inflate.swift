/// DEFLATE decompression (RFC 1951) of a whole body, inside a gzip (RFC 1952) or zlib (RFC 1950) wrapper or raw, for
/// the answers FoundationNetworking's plain HTTP exchange reads (a server may compress an answer though the request did
/// not ask it to) and the gzip files the local server copies (an aggregator's daily export).
///
/// Written here because Foundation on Linux offers no decompression and zlib has no Swift module there. It decodes
/// stored, fixed-Huffman and dynamic-Huffman blocks, and refuses a body that would grow past `limit`.
@_spi(BMLTInternal) public enum Inflate {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The content codings ``decode(_:encoding:limit:)`` reads.
    static let encodings: Set<String> = ["gzip", "x-gzip", "deflate"]

    /// The body of a `Content-Encoding` (`gzip`, `x-gzip` or `deflate`).
    public static func decode(_ data: [UInt8], encoding: String, limit: Int) throws -> [UInt8] {
        switch encoding.lowercased() {
        case "gzip", "x-gzip": return try inflate(data, from: gzipHeaderLength(data), limit: limit)
        case "deflate":
            // HTTP's "deflate" is the zlib format, but some servers send raw DEFLATE.
            let isZlib = data.count >= 2 && data[0] & 0x0F == 8 && (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0
            return try inflate(data, from: isZlib ? 2 : 0, limit: limit)
        default: throw Failure(description: "the content coding \(encoding) is not one this client reads")
        }
    }

    /// Where the DEFLATE data of a gzip member starts.
    static func gzipHeaderLength(_ data: [UInt8]) throws -> Int {
        guard data.count >= 18, data[0] == 0x1F, data[1] == 0x8B, data[2] == 8 else {
            throw Failure(description: "the body is not gzip data")
        }
        let flags = data[3]
        var index = 10
        if flags & 0x04 != 0 {  // FEXTRA
            guard index + 2 <= data.count else { throw Failure(description: "a cut gzip header") }
            index += 2 + Int(data[index]) + Int(data[index + 1]) << 8
        }
        for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {  // FNAME, FCOMMENT: zero-terminated
            while index < data.count, data[index] != 0 { index += 1 }
            index += 1
        }
        if flags & 0x02 != 0 { index += 2 }  // FHCRC
        guard index < data.count else { throw Failure(description: "a cut gzip header") }
        return index
    }

    /// Inflates DEFLATE data that starts at `start`.
    static func inflate(_ data: [UInt8], from start: Int, limit: Int) throws -> [UInt8] {
        var bits = BitReader(data: data, index: start)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, data.count * 4))
        var isLast = false
        while !isLast {
            isLast = try bits.read(1) == 1
            switch try bits.read(2) {
            case 0:
                bits.alignToByte()
                let length = try bits.read(16)
                let complement = try bits.read(16)
                guard length == ~complement & 0xFFFF else {
                    throw Failure(description: "a stored block's length is damaged")
                }
                for _ in 0..<length { output.append(UInt8(try bits.read(8))) }
            case 1:
                try inflateBlock(
                    &bits,
                    &output,
                    literals: Huffman.fixedLiterals,
                    distances: Huffman.fixedDistances,
                    limit
                )
            case 2:
                let (literals, distances) = try dynamicTables(&bits)
                try inflateBlock(&bits, &output, literals: literals, distances: distances, limit)
            default:
                throw Failure(description: "a block of the reserved type 3")
            }
            guard output.count <= limit else { throw Failure(description: "the body grows past \(limit) bytes") }
        }
        return output
    }

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145,
        8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static func inflateBlock(
        _ bits: inout BitReader,
        _ output: inout [UInt8],
        literals: Huffman,
        distances: Huffman,
        _ limit: Int
    ) throws {
        while true {
            let symbol = try literals.decode(&bits)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw Failure(description: "a length code out of range") }
                let length = lengthBase[index] + (try bits.read(lengthExtra[index]))
                let distanceSymbol = try distances.decode(&bits)
                guard distanceSymbol < distanceBase.count else { throw Failure(description: "a distance out of range") }
                let distance = distanceBase[distanceSymbol] + (try bits.read(distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw Failure(description: "a distance before the start") }
                guard output.count + length <= limit else {
                    throw Failure(description: "the body grows past \(limit) bytes")
                }
                let from = output.count - distance
                for offset in 0..<length { output.append(output[from + offset]) }
            }
        }
    }

    /// The literal/length and distance codes of a dynamic block.
    private static func dynamicTables(_ bits: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try bits.read(5) + 257
        let distanceCount = try bits.read(5) + 1
        let codeLengthCount = try bits.read(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for position in 0..<codeLengthCount { codeLengths[order[position]] = try bits.read(3) }
        let codeLengthCode = try Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&bits)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "a repeat with nothing before") }
                lengths += Array(repeating: previous, count: 3 + (try bits.read(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try bits.read(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try bits.read(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "too many code lengths") }
        return (
            try Huffman(lengths: Array(lengths[..<literalCount])),
            try Huffman(lengths: Array(lengths[literalCount...]))
        )
    }

    /// Bits of the data, least significant first.
    struct BitReader {
        let data: [UInt8]
        var index: Int
        private var buffer = 0
        private var count = 0

        init(data: [UInt8], index: Int) {
            self.data = data
            self.index = index
        }

        mutating func read(_ width: Int) throws -> Int {
            while count < width {
                guard index < data.count else { throw Failure(description: "the data ends too soon") }
                buffer |= Int(data[index]) << count
                index += 1
                count += 8
            }
            let value = buffer & ((1 << width) - 1)
            buffer >>= width
            count -= width
            return value
        }

        mutating func alignToByte() {
            buffer = 0
            count = 0
        }
    }

    /// A canonical Huffman code, decoded a bit at a time by counting codes of each length (as zlib's puff does).
    struct Huffman {
        private var counts = [Int](repeating: 0, count: 16)
        private var symbols: [Int] = []

        init(lengths: [Int]) throws {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ bits: inout BitReader) throws -> Int {
            var code = 0
            var first = 0
            var index = 0
            for length in 1..<16 {
                code |= try bits.read(1)
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first += count
                first <<= 1
                code <<= 1
            }
            throw Failure(description: "a code that the block's table does not have")
        }

        static let fixedLiterals = try! Huffman(
            lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
                + Array(repeating: 8, count: 8)
        )
        static let fixedDistances = try! Huffman(lengths: Array(repeating: 5, count: 30))
    }
}
