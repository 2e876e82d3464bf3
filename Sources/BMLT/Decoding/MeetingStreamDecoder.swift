public import Foundation
import HTTPTypes

/// Decodes a `GetSearchResults` body into meetings as its bytes arrive, holding no more than the meeting being
/// received.
///
/// The usual body, a JSON array of objects, is split at its elements: each object is decoded by the specialised
/// parser as soon as its closing brace arrives, and its bytes are dropped. Elements are parsed where they lie in the
/// chunk; only one cut by the chunk's end is copied and kept, then scanned for its end as the next chunks arrive.
/// Any other body (a 2.x server's `{}`, an error text, an HTML page) is kept whole and decoded at the end by the
/// generic decoder, with its errors.
@_spi(BMLTInternal) public struct MeetingStreamDecoder {
    private enum State: Equatable {
        /// Before the first byte that is not whitespace or a byte order mark.
        case start
        /// Inside the array, before an element (or the closing bracket, when `allowsEnd`).
        case beforeElement(allowsEnd: Bool)
        /// Inside an element object; `scanned` bytes of it are already scanned.
        case inElement
        /// After an element, before `,` or `]`.
        case afterElement
        /// After the closing bracket: only whitespace may follow.
        case end
        /// Not an array: everything is kept for the generic decoder.
        case whole
    }

    private let url: URL?
    private var state = State.start
    /// Bytes kept from earlier chunks: the start of an element cut by a chunk's end, or a whole body that is not a
    /// list of meetings.
    private var pending: [UInt8] = []
    /// How many bytes were consumed and dropped before `pending`, for error offsets.
    private var consumed = 0
    /// Where the current element starts in the bytes being read.
    private var elementStart = 0
    /// Where reading resumes in the bytes being read, and the scanner's state inside an element cut by a chunk's end.
    private var scanned = 0
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// The member names of the previous meeting, kept across elements so each one's names are predicted.
    private var order = JSONParser.MemberOrder()

    /// The most bytes held at once: one meeting, or a body that is not a list of meetings.
    private let maximumHeld: Int

    @_spi(BMLTInternal) public init(url: URL?, maximumHeld: Int = .max) {
        self.url = url
        self.maximumHeld = maximumHeld
    }

    /// Appends the meetings completed by this chunk to `meetings`.
    @_spi(BMLTInternal) public mutating func decode(
        _ chunk: some Collection<UInt8>,
        into meetings: inout [Meeting]
    ) throws {
        // With nothing kept from earlier chunks, the chunk is read where it lies and only its unfinished end is
        // copied; otherwise it joins what is kept.
        if pending.isEmpty,
            let kept = try chunk.withContiguousStorageIfAvailable({ bytes in
                try advance(in: bytes, into: &meetings)
                return Array(bytes[keptFrom...])
            })
        {
            pending = kept
        } else {
            var bytes = pending
            pending = []
            bytes.append(contentsOf: chunk)
            try bytes.withUnsafeBufferPointer { try advance(in: $0, into: &meetings) }
            bytes.removeFirst(keptFrom)
            pending = bytes
        }
        consumed += keptFrom
        scanned -= keptFrom
        elementStart = 0
        guard pending.count <= maximumHeld else { throw BMLTError.responseTooLarge(limit: maximumHeld, url: url) }
    }

    /// Where the bytes to keep start once a chunk is read: an element being received stays whole, and a body that
    /// is not (or may not be) a list of meetings is kept entire, for the generic decoder.
    private var keptFrom: Int {
        switch state {
        case .whole, .start: 0
        case .inElement: elementStart
        default: scanned
        }
    }

    /// The meetings left when the body has ended; throws if the body ended early or is not a list of meetings.
    @_spi(BMLTInternal) public mutating func finish() throws -> [Meeting] {
        switch state {
        case .whole, .start:
            return try Meeting.searchResultsList(TransportResponse(status: 200, body: Data(pending)), url: url)
        case .end:
            return []
        case .beforeElement, .inElement, .afterElement:
            throw invalidJSON("unexpected end of data in an array", at: consumed + pending.count)
        }
    }

    private mutating func advance(
        in bytes: UnsafeBufferPointer<UInt8>,
        into meetings: inout [Meeting]
    ) throws {
        while scanned < bytes.count {
            // Outside an element only whitespace may repeat: skipped in bulk, so the states below never see it.
            if state != .inElement, state != .whole {
                skipWhitespace(in: bytes)
                guard scanned < bytes.count else { return }
            }
            let byte = bytes[scanned]
            switch state {
            case .whole:
                return
            case .start:
                if byte == 0xEF || byte == 0xBB || byte == 0xBF {
                    scanned += 1
                } else if byte == UInt8(ascii: "[") {
                    scanned += 1
                    state = .beforeElement(allowsEnd: true)
                } else {
                    state = .whole
                    return
                }
            case .beforeElement(let allowsEnd):
                if byte == UInt8(ascii: "]"), allowsEnd {
                    scanned += 1
                    state = .end
                } else if byte == UInt8(ascii: "{") {
                    elementStart = scanned
                    // An element that arrived whole is parsed at once. One that fails to parse (cut by the chunk's
                    // end, or invalid) is scanned for its end first, as it always was, so that a cut one waits for
                    // the rest and an invalid one fails with the parser's error only once it is complete.
                    if let (meeting, end) = try? JSONParser.meeting(
                        startOf: UnsafeBufferPointer(rebasing: bytes[elementStart...]),
                        order: &order
                    ) {
                        scanned = elementStart + end
                        try checkHeld()
                        meetings.append(meeting)
                        state = .afterElement
                    } else {
                        scanned += 1
                        (depth, inString, escaped) = (1, false, false)
                        state = .inElement
                    }
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",") {
                    throw invalidJSON("unexpected character", at: consumed + scanned)
                } else {
                    throw BMLTError(
                        code: .unexpectedShape,
                        reason: "Expected each of the meetings to be an object but one is not.",
                        url: url
                    )
                }
            case .inElement:
                let isComplete = try scanElement(in: bytes)
                try checkHeld()
                if isComplete {
                    meetings.append(try decodeElement(in: bytes))
                    state = .afterElement
                }
            case .afterElement:
                if byte == UInt8(ascii: ",") {
                    scanned += 1
                    state = .beforeElement(allowsEnd: false)
                } else if byte == UInt8(ascii: "]") {
                    scanned += 1
                    state = .end
                } else {
                    throw invalidJSON("expected ',' or ']'", at: consumed + scanned)
                }
            case .end:
                throw invalidJSON("unexpected data after the JSON value", at: consumed + scanned)
            }
        }
    }

    /// Throws if the element read so far is larger than the decoder may hold.
    private func checkHeld() throws {
        guard scanned - elementStart <= maximumHeld else {
            throw BMLTError.responseTooLarge(limit: maximumHeld, url: url)
        }
    }

    /// Moves `scanned` past whitespace in one pass: a body may hold megabytes of it between its values.
    private mutating func skipWhitespace(in bytes: UnsafeBufferPointer<UInt8>) {
        while scanned < bytes.count, JSONParser.isWhitespace(bytes[scanned]) { scanned += 1 }
    }

    /// Scans the element onwards from `scanned`; true when its closing brace is reached.
    private mutating func scanElement(in bytes: UnsafeBufferPointer<UInt8>) throws -> Bool {
        var index = scanned
        defer { scanned = index }
        while index < bytes.count {
            // Most of an element is string contents: skipped eight bytes at a time up to a quote or backslash.
            if inString, !escaped {
                index = JSONParser.firstFlagged(in: bytes, from: index, JSONParser.quotesAndBackslashes)
                guard index < bytes.count else { break }
            }
            let byte = bytes[index]
            index += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= JSONParser.maximumDepth else {
                    throw invalidJSON("nesting deeper than \(JSONParser.maximumDepth) levels", at: consumed + index)
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    /// The meeting of the complete element from `elementStart` to `scanned`.
    private mutating func decodeElement(in bytes: UnsafeBufferPointer<UInt8>) throws -> Meeting {
        let element = UnsafeBufferPointer(rebasing: bytes[elementStart..<scanned])
        do throws(JSONParseError) {
            let (meeting, end) = try JSONParser.meeting(startOf: element, order: &order)
            // Outside strings a valid object's brackets balance, so it ends at the brace the scan stopped at.
            assert(end == element.count, "the parser and the scan disagree on where an element ends")
            return meeting
        } catch {
            throw invalidJSON(error.reason, at: consumed + elementStart + error.offset)
        }
    }

    private func invalidJSON(_ reason: String, at offset: Int) -> BMLTError {
        BMLTError(code: .invalidJSON, reason: "The answer is not valid JSON: \(reason) at byte \(offset).", url: url)
    }
}
