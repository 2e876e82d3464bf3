@_spi(BMLTInternal) import BMLT
import Foundation
import HTTPTypes

/// Reads a BMLT server's public read API (`client_interface/json/`), as a mirror copies it: every answer must come
/// whole, with status 200, as JSON of the shape its switcher gives; anything else is a ``LocalServerError`` that
/// names the origin and the query.
struct OriginReader: Sendable {
    let origin: URL
    let transport: any HTTPTransport
    let timeout: Duration

    /// The root URL without a trailing slash, as a mirror's metadata and messages write it.
    static func normalized(_ origin: URL) -> URL {
        var text = origin.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return URL(string: text) ?? origin
    }

    /// One switcher's answer in a data format that is JSON (`json`, or 4.x's `tsml`), parsed with its objects'
    /// members in the server's order.
    func json(_ query: String, format: String = "json") async throws -> JSONValue {
        let address = Self.normalized(origin).absoluteString + "/client_interface/\(format)/?" + query
        guard let url = URL(string: address) else {
            throw failure("cannot be asked \(query): the URL cannot be built")
        }
        let response: TransportResponse
        do {
            response = try await transport.send(TransportRequest(url: url, timeout: timeout))
        } catch {
            throw failure("did not answer \(query): \(Self.reason(error))")
        }
        guard response.status.code == 200 else {
            throw failure("answered \(query) with HTTP status \(response.status.code)")
        }
        do {
            return try JSONParser.parse(response.body)
        } catch {
            throw failure(
                "answered \(query) with \(response.body.count) bytes that are not JSON (\(error.reason) at byte "
                    + "\(error.offset)): it is not a BMLT server, or the answer was cut short"
            )
        }
    }

    /// The objects of a list answer; 2.x answers an empty list with `{}`.
    func objects(_ query: String, format: String = "json") async throws -> [JSONObject] {
        let value = try await json(query, format: format)
        switch value {
        case .object(let object) where object.isEmpty: return []
        case .array(let elements):
            return try elements.map { element in
                guard case .object(let object) = element else {
                    throw failure("answered \(query) with a list whose elements are not all objects")
                }
                return object
            }
        default:
            throw failure("answered \(query) with JSON that is not a list: it is not a BMLT server's read API")
        }
    }

    func failure(_ what: String) -> LocalServerError {
        let sentence = what.hasSuffix(".") ? String(what.dropLast()) : what
        return LocalServerError(reason: "The origin \(Self.normalized(origin).absoluteString) \(sentence).")
    }

    /// Why a read failed, in a few words: a transport's failure without its internals (NIO's error set and errno).
    static func reason(_ error: any Error) -> String {
        guard let error = error as? BMLTError else { return LocalStore.shortReason(error) }
        guard let cause = error.underlyingError.map({ String(describing: $0).lowercased() }) else {
            return error.reason
        }
        switch error.code {
        case .connectionFailed where cause.contains("refused"): return "it refused the connection"
        case .connectionFailed where cause.contains("reset"): return "the connection was reset"
        case .connectionFailed: return "the connection failed"
        case .timedOut: return "it did not answer in time"
        case .secureConnectionFailed: return "the TLS handshake failed"
        default: return error.reason
        }
    }
}
