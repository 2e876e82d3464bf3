#if canImport(FoundationNetworking)
import Foundation
import Glibc
import HTTPTypes

/// One HTTP/1.1 request and its answer over plain TCP, on a connection of its own: what ``URLSessionTransport`` uses
/// on Linux where FoundationNetworking cannot read the answer.
///
/// FoundationNetworking refuses an answer with a header field that has no space after its colon
/// (`Content-Type:application/json`), which RFC 9110 §5.6.3 allows and which PHP's built-in server writes as PHP's
/// `header()` was given it: every JSON answer of a BMLT 2.x server run so fails with "Failed writing header". This
/// reads the head as RFC 9110 says (optional whitespace around a value), the body by `Content-Length`, chunked or up
/// to the close, and sends `Connection: close`, so a request is never repeated on a kept connection. It asks for no
/// compression, and decodes gzip or deflate sent anyway (``Inflate``). Plain `http://` only: TLS is URLSession's.
enum PlainHTTPExchange {
    /// Sends a request and reads its answer on a thread of its own (blocking calls must not hold one of Swift
    /// concurrency's threads); cancelling the task closes the connection.
    static func send(_ request: TransportRequest) async throws -> TransportResponse {
        let connection = Connection()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread { continuation.resume(with: Result { try connection.exchange(request) }) }.start()
            }
        } onCancel: {
            connection.cancel()
        }
    }

    /// Whether an error is FoundationNetworking refusing an answer's head that this exchange reads.
    static func isUnreadableHead(_ error: URLError) -> Bool {
        error.code == .unknown && error.localizedDescription.contains("Failed writing header")
    }

    /// A socket and whether its task was cancelled. A final class with a lock: the cancellation handler runs on
    /// another thread than the exchange.
    private final class Connection: @unchecked Sendable {
        private let lock = NSLock()
        private var descriptor: Int32 = -1
        private var isCancelled = false

        func cancel() {
            lock.withLock {
                isCancelled = true
                // Wakes a poll or read in progress; the exchange's thread closes the socket.
                if descriptor >= 0 { shutdown(descriptor, Int32(SHUT_RDWR)) }
            }
        }

        func checkCancellation() throws {
            if lock.withLock({ isCancelled }) { throw CancellationError() }
        }

        func exchange(_ request: TransportRequest) throws -> TransportResponse {
            let url = request.url
            guard let host = url.host, !host.isEmpty else {
                throw BMLTError(code: .invalidURL, reason: "The URL has no host.", url: url)
            }
            let port = url.port ?? 80
            let timeout = max(1, Int(request.timeout.timeInterval * 1000))
            let socket = try connect(
                host: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")),
                port: port,
                url: url,
                timeout: timeout
            )
            defer {
                lock.withLock { descriptor = -1 }
                close(socket)
            }
            try write(Self.requestBytes(request, host: host, port: port), to: socket, url: url, timeout: timeout)
            var reader = Reader(socket: socket, url: url, timeout: timeout, connection: self)
            return try reader.response(to: request)
        }

        /// A connected socket to the first address of the host that accepts, within the timeout.
        private func connect(host: String, port: Int, url: URL, timeout: Int) throws -> Int32 {
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var list: UnsafeMutablePointer<addrinfo>?
            let status = getaddrinfo(host, String(port), &hints, &list)
            guard status == 0, let list else {
                throw BMLTError(
                    code: .connectionFailed,
                    reason: "The host \(host) could not be found: \(String(cString: gai_strerror(status))).",
                    url: url
                )
            }
            defer { freeaddrinfo(list) }
            var lastError: Int32 = ECONNREFUSED
            var address: UnsafeMutablePointer<addrinfo>? = list
            while let current = address {
                address = current.pointee.ai_next
                try checkCancellation()
                let socket = Glibc.socket(
                    current.pointee.ai_family,
                    current.pointee.ai_socktype,
                    current.pointee.ai_protocol
                )
                guard socket >= 0 else {
                    lastError = errno
                    continue
                }
                _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
                lock.withLock { descriptor = socket }
                if Glibc.connect(socket, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 { return socket }
                lastError = errno
                if lastError == EINPROGRESS {
                    if try wait(socket, for: Int16(POLLOUT), timeout: timeout, url: url, waiting: "to connect") {
                        var error: Int32 = 0
                        var length = socklen_t(MemoryLayout<Int32>.size)
                        getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
                        if error == 0 { return socket }
                        lastError = error
                    }
                }
                lock.withLock { descriptor = -1 }
                close(socket)
            }
            throw BMLTError(
                code: .connectionFailed,
                reason: "Could not connect to \(host) port \(port): \(String(cString: strerror(lastError))).",
                url: url
            )
        }

        /// Waits until the socket is ready; `false` when it reports an error or hang-up instead.
        ///
        /// - Throws: `.timedOut` after `timeout` milliseconds of nothing, `CancellationError` when cancelled.
        func wait(_ socket: Int32, for events: Int16, timeout: Int, url: URL, waiting: String) throws -> Bool {
            var descriptor = pollfd(fd: socket, events: events, revents: 0)
            while true {
                let ready = poll(&descriptor, 1, Int32(timeout))
                try checkCancellation()
                if ready > 0 { return descriptor.revents & events != 0 }
                if ready == 0 {
                    throw BMLTError(
                        code: .timedOut,
                        reason: "The server sent nothing within the request timeout (waiting \(waiting)).",
                        url: url
                    )
                }
                guard errno == EINTR else { return false }
            }
        }

        private func write(_ bytes: [UInt8], to socket: Int32, url: URL, timeout: Int) throws {
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes {
                    Glibc.send(socket, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                }
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EAGAIN || errno == EINTR {
                    _ = try wait(socket, for: Int16(POLLOUT), timeout: timeout, url: url, waiting: "to send")
                } else {
                    try checkCancellation()
                    throw BMLTError(
                        code: .connectionFailed,
                        reason: "The connection broke while sending the request: \(String(cString: strerror(errno))).",
                        url: url
                    )
                }
            }
        }

        /// The request line, the header fields and the body.
        static func requestBytes(_ request: TransportRequest, host: String, port: Int) -> [UInt8] {
            let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
            var target = components?.percentEncodedPath ?? ""
            if target.isEmpty { target = "/" }
            if let query = components?.percentEncodedQuery { target += "?" + query }
            var head =
                "\(request.method.rawValue) \(target) HTTP/1.1\r\nHost: \(host)\(port == 80 ? "" : ":\(port)")\r\n"
            let managed: Set<String> = ["host", "connection", "content-length", "accept-encoding", "transfer-encoding"]
            let fields = request.headerFields.filter { !managed.contains($0.name.canonicalName) }
            for (name, value) in fields.combinedLines.sorted(by: { $0.name < $1.name }) {
                head += "\(name): \(value)\r\n"
            }
            if let body = request.body {
                head += "Content-Length: \(body.count)\r\n"
            } else if [.post, .put, .patch].contains(request.method) {
                head += "Content-Length: 0\r\n"
            }
            head += "Accept-Encoding: identity\r\nConnection: close\r\n\r\n"
            return Array(head.utf8) + (request.body.map(Array.init) ?? [])
        }
    }

    /// Reads an answer from a socket: the head, then the body as it is framed.
    private struct Reader {
        let socket: Int32
        let url: URL
        let timeout: Int
        let connection: Connection
        var buffer: [UInt8] = []
        var isClosed = false

        init(socket: Int32, url: URL, timeout: Int, connection: Connection) {
            self.socket = socket
            self.url = url
            self.timeout = timeout
            self.connection = connection
        }

        /// Reads more bytes into the buffer; `false` at the end of the stream.
        mutating func fill() throws -> Bool {
            guard !isClosed else { return false }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if count > 0 {
                    buffer.append(contentsOf: chunk[..<count])
                    return true
                }
                let failure = errno
                // A cancelled exchange's socket is shut down: its end is the cancellation, not the answer's.
                try connection.checkCancellation()
                if count == 0 {
                    isClosed = true
                    return false
                }
                guard failure == EAGAIN || failure == EINTR else {
                    throw broken("(\(String(cString: strerror(failure))))")
                }
                _ = try connection.wait(
                    socket,
                    for: Int16(POLLIN),
                    timeout: timeout,
                    url: url,
                    waiting: "for the answer"
                )
            }
        }

        func broken(_ detail: String) -> BMLTError {
            BMLTError(
                code: .connectionFailed,
                reason: "The connection broke before the whole answer arrived \(detail).",
                url: url
            )
        }

        mutating func response(to request: TransportRequest) throws -> TransportResponse {
            var (status, headerFields) = try head()
            // An interim answer (100 Continue) comes before the real one.
            while status.kind == .informational, status != .switchingProtocols { (status, headerFields) = try head() }
            var body: [UInt8]
            if request.method == .head || status == .noContent || status == .notModified {
                body = []
            } else if headerFields[.transferEncoding]?.lowercased().contains("chunked") == true {
                body = try chunkedBody(limit: request.maximumResponseSize)
            } else if let length = headerFields[.contentLength].flatMap({ Int($0.trimmingWhitespace) }) {
                guard length <= request.maximumResponseSize else {
                    throw BMLTError.responseTooLarge(limit: request.maximumResponseSize, url: url)
                }
                while buffer.count < length, try fill() {}
                guard buffer.count >= length else { throw broken("(\(buffer.count) of \(length) bytes)") }
                body = Array(buffer.prefix(length))
            } else {
                while try fill() {
                    if buffer.count > request.maximumResponseSize {
                        throw BMLTError.responseTooLarge(limit: request.maximumResponseSize, url: url)
                    }
                }
                body = buffer
            }
            // Compressed though the request asked for no compression: decoded, as URLSession would.
            if let encoding = headerFields[.contentEncoding], encoding.lowercased() != "identity" {
                do {
                    body = try Inflate.decode(body, encoding: encoding, limit: request.maximumResponseSize)
                } catch let failure as Inflate.Failure {
                    throw BMLTError(
                        code: .unexpectedContent,
                        reason: "The answer's \(encoding) data cannot be read: \(failure.description).",
                        url: url,
                        httpStatus: status.code
                    )
                }
                headerFields.removeFieldsOfEncodedBody(decodedEncodings: Inflate.encodings)
            }
            return TransportResponse(status: status, headerFields: headerFields, body: Data(body))
        }

        /// The status and header fields, each field as it came (a repeated field repeated); the buffer keeps what
        /// follows.
        mutating func head() throws -> (HTTPResponse.Status, HTTPFields) {
            var end = Self.endOfHead(buffer)
            while end == nil {
                guard buffer.count < 65_536 else {
                    throw BMLTError(
                        code: .connectionFailed,
                        reason: "The answer's head is longer than 64 KiB.",
                        url: url
                    )
                }
                guard try fill() else {
                    throw buffer.isEmpty ? broken("(nothing was sent)") : broken("(in its head)")
                }
                end = Self.endOfHead(buffer)
            }
            let (headLength, separatorLength) = end!
            // Lines split at the bytes: a String holds "\r\n" as one character.
            var lines = buffer[..<headLength].split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
                String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
            }
            buffer.removeFirst(headLength + separatorLength)
            let statusLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
            guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/"), let status = Int(statusLine[1]),
                (0...999).contains(status)
            else {
                throw BMLTError(code: .connectionFailed, reason: "The answer has no HTTP status line.", url: url)
            }
            var headerFields = HTTPFields()
            for line in lines where !line.isEmpty {
                // A line that starts with whitespace continues the field before it (obsolete line folding).
                if line.first == " " || line.first == "\t", let last = headerFields.indices.last {
                    headerFields[last].value += " " + line.trimmingCharacters(in: .whitespaces)
                    continue
                }
                guard let colon = line.firstIndex(of: ":"),
                    let name = HTTPField.Name(line[..<colon].trimmingCharacters(in: .whitespaces))
                else { continue }
                let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
                headerFields.append(HTTPField(name: name, value: value))
            }
            return (HTTPResponse.Status(code: status), headerFields)
        }

        /// Where the head ends: its length and the blank line's (`\r\n\r\n`, or bare `\n\n`).
        static func endOfHead(_ bytes: [UInt8]) -> (Int, Int)? {
            var index = 0
            while index + 1 < bytes.count {
                if bytes[index] == 0x0A {
                    if bytes[index + 1] == 0x0A { return (index + 1, 1) }
                    if bytes[index + 1] == 0x0D, index + 2 < bytes.count, bytes[index + 2] == 0x0A {
                        return (index + 1, 2)
                    }
                }
                index += 1
            }
            return nil
        }

        /// A chunked body, its chunks joined.
        mutating func chunkedBody(limit: Int) throws -> [UInt8] {
            var body: [UInt8] = []
            while true {
                let line = try readLine()
                let size = line.split(separator: ";").first.flatMap {
                    Int($0.trimmingCharacters(in: .whitespaces), radix: 16)
                }
                guard let size, size >= 0 else { throw broken("(a chunk's size is not a number)") }
                if size == 0 {
                    // Trailer fields until the blank line.
                    while try !readLine().isEmpty {}
                    return body
                }
                guard body.count + size <= limit else { throw BMLTError.responseTooLarge(limit: limit, url: url) }
                while buffer.count < size + 2, try fill() {}
                guard buffer.count >= size else { throw broken("(in a chunk)") }
                body += buffer[..<size]
                buffer.removeFirst(min(buffer.count, size + 2))
            }
        }

        /// One line, without its line ending.
        mutating func readLine() throws -> String {
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[..<newline], as: UTF8.self)
                    buffer.removeFirst(newline + 1)
                    return line.hasSuffix("\r") ? String(line.dropLast()) : line
                }
                guard try fill() else { throw broken("(in a chunked body)") }
            }
        }
    }
}
#endif
