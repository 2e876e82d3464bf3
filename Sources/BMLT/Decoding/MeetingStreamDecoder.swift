package import Foundation

/// Decodes a `GetSearchResults` body into meetings as its bytes arrive, holding no more than the meeting being
/// received.
///
/// The usual body, a JSON array of objects, is split at its elements: each object is decoded by the specialised
/// parser as soon as its closing brace arrives, and its bytes are dropped. Any other body (a 2.x server's `{}`, an
/// error text, an HTML page) is kept whole and decoded at the end by the generic decoder, with its errors.
package struct MeetingStreamDecoder {
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
    /// Bytes received and not yet dropped; during an element, the element so far and what follows it.
    private var pending: [UInt8] = []
    /// How many bytes were consumed and dropped before `pending`, for error offsets.
    private var consumed = 0
    /// Where the current element starts in `pending`. Bytes before it are dropped once per chunk, not once per
    /// element: dropping moves the rest of the chunk, so doing it per element would cost a chunk's size each time.
    private var elementStart = 0
    /// Where the scan of `pending` resumes, and the scanner's state inside the current element.
    private var scanned = 0
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// The member names of the previous meeting, kept across elements so each one's names are predicted.
    private var order = JSONParser.MemberOrder()

    /// The most bytes held at once: one meeting, or a body that is not a list of meetings.
    private let maximumHeld: Int

    package init(url: URL?, maximumHeld: Int = .max) {
        self.url = url
        self.maximumHeld = maximumHeld
    }

    /// The meetings completed by this chunk.
    package mutating func decode(_ chunk: some Collection<UInt8>) throws -> [Meeting] {
        pending.append(contentsOf: chunk)
        var meetings: [Meeting] = []
        try advance(into: &meetings)
        // Drop what is consumed; an element being received stays whole at the start of the buffer.
        if state != .whole {
            let dropped = state == .inElement ? elementStart : scanned
            if dropped > 0 {
                pending.removeFirst(dropped)
                consumed += dropped
                scanned -= dropped
                elementStart = 0
            }
        }
        guard pending.count <= maximumHeld else { throw BMLTError.responseTooLarge(limit: maximumHeld, url: url) }
        return meetings
    }

    /// The meetings left when the body has ended; throws if the body ended early or is not a list of meetings.
    package mutating func finish() throws -> [Meeting] {
        switch state {
        case .whole, .start:
            return try Meeting.searchResultsList(TransportResponse(status: 200, body: Data(pending)), url: url)
        case .end:
            return []
        case .beforeElement, .inElement, .afterElement:
            throw invalidJSON("unexpected end of data in an array", at: consumed + pending.count)
        }
    }

    private mutating func advance(into meetings: inout [Meeting]) throws {
        while scanned < pending.count {
            // Outside an element only whitespace may repeat: skipped in bulk, so the states below never see it.
            if state != .inElement, state != .whole {
                skipWhitespace()
                guard scanned < pending.count else { return }
            }
            let byte = pending[scanned]
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
                    scanned += 1
                    (depth, inString, escaped) = (1, false, false)
                    state = .inElement
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
                let isComplete = try scanElement()
                guard scanned - elementStart <= maximumHeld else {
                    throw BMLTError.responseTooLarge(limit: maximumHeld, url: url)
                }
                if isComplete {
                    meetings.append(try decodeElement())
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

    /// Moves `scanned` past whitespace in one pass: a body may hold megabytes of it between its values.
    private mutating func skipWhitespace() {
        scanned = pending.withUnsafeBufferPointer { bytes in
            var index = scanned
            while index < bytes.count, JSONParser.isWhitespace(bytes[index]) { index += 1 }
            return index
        }
    }

    /// Scans the element in `pending` onwards from `scanned`; true when its closing brace is reached.
    private mutating func scanElement() throws -> Bool {
        try pending.withUnsafeBufferPointer { bytes in
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
    }

    /// The meeting of the complete element at `elementStart` in `pending`.
    private mutating func decodeElement() throws -> Meeting {
        // Taken out of `self` while the buffer is borrowed, and left uniquely referenced so it is updated in place.
        var order = self.order
        self.order = JSONParser.MemberOrder()
        defer { self.order = order }
        do {
            return try pending.withUnsafeBufferPointer { bytes throws(JSONParseError) in
                try JSONParser.meeting(UnsafeBufferPointer(rebasing: bytes[elementStart..<scanned]), order: &order)
            }
        } catch {
            throw invalidJSON(error.reason, at: consumed + elementStart + error.offset)
        }
    }

    private func invalidJSON(_ reason: String, at offset: Int) -> BMLTError {
        BMLTError(code: .invalidJSON, reason: "The answer is not valid JSON: \(reason) at byte \(offset).", url: url)
    }
}
