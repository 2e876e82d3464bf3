public import Foundation
import HTTPTypes

/// A root server in a directory: an aggregator's list of the servers it mirrors, or a list file.
public struct RootServerEntry: Hashable, Codable, Sendable {
    /// The aggregator's id of the server, which ``MeetingQuery/rootServerIDs`` takes.
    public var id: Int?
    /// The id the server has in its source list (`sourceId`, a list file's `id`).
    public var sourceID: Int?
    public var name: String
    /// The server's root URL.
    public var url: URL
    /// When the aggregator last imported the server's meetings, as it writes it.
    public var lastSuccessfulImport: String?

    public init(id: Int? = nil, sourceID: Int? = nil, name: String, url: URL, lastSuccessfulImport: String? = nil) {
        self.id = id
        self.sourceID = sourceID
        self.name = name
        self.url = url
        self.lastSuccessfulImport = lastSuccessfulImport
    }

    /// The servers of a list file: a JSON array of objects with `url` or `rootURL` and optional `name` and `id` (as
    /// the aggregator's `serverList.json` and `GET /api/v1/rootservers` write them), or text with one root URL per
    /// line (blank lines and lines starting with `#` are skipped).
    ///
    /// ```swift
    /// let servers = try RootServerEntry.list(fromFile: Data(contentsOf: URL(fileURLWithPath: "servers.txt")))
    /// let group = try ServerGroup(rootURLs: servers.map(\.url))
    /// ```
    ///
    /// - Throws: ``BMLTError`` `.invalidURL` for an entry without a usable http(s) URL, `.invalidJSON` or
    ///   `.unexpectedShape` for JSON that is not a list of servers.
    public static func list(fromFile data: Data) throws -> [RootServerEntry] {
        let text = String(decoding: data, as: UTF8.self)
        if text.trimmingWhitespace.hasPrefix("[") {
            let json = try ResponseBody.json(TransportResponse(status: 200, body: data), url: nil)
            let elements = try ReadAPIShape.objects(json, of: "root servers")
            return try elements.map(Self.init(directoryObject:))
        }
        return try text.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { line in
                let url = try Self.url(line)
                return RootServerEntry(name: url.host ?? line, url: url)
            }
    }

    /// An entry of `GET /api/v1/rootservers` or of a `serverList.json`.
    init(directoryObject object: JSONObject) throws {
        let address = object["url"]?.nonEmptyText ?? object["rootURL"]?.nonEmptyText ?? ""
        let url = try Self.url(address)
        self.init(
            id: object["url"] == nil ? nil : object["id"]?.int,
            sourceID: object["sourceId"]?.int ?? (object["url"] == nil ? object["id"]?.int : nil),
            name: object["name"]?.nonEmptyText ?? url.host ?? address,
            url: url,
            lastSuccessfulImport: object["lastSuccessfulImport"]?.nonEmptyText
        )
    }

    private static func url(_ text: String) throws -> URL {
        guard let url = URL(lenient: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false
        else {
            throw BMLTError(code: .invalidURL, reason: "\"\(text)\" is not a root server URL.")
        }
        return url
    }
}

extension BMLTClient {
    /// The root servers an aggregator mirrors (`GET /api/v1/rootservers`), for ``MeetingQuery/rootServerIDs`` or a
    /// ``ServerGroup``.
    ///
    /// - Throws: ``BMLTError`` `.httpStatus` 404 from a server that is not an aggregator.
    public func rootServers() async throws -> [RootServerEntry] {
        let url = URL(string: rootURL.absoluteString + "/api/v1/rootservers")!
        let response = try await send(TransportRequest(url: url))
        let objects = try ReadAPIShape.objects(try ResponseBody.json(response, url: url), of: "root servers")
        return try objects.map(RootServerEntry.init(directoryObject:))
    }
}
