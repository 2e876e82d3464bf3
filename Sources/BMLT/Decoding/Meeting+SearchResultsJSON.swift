public import Foundation
import HTTPTypes

extension Meeting {
    /// The meetings of a `GetSearchResults` JSON answer, from any server version.
    ///
    /// This is the decoder ``BMLTClient/meetings(matching:)`` uses, for callers that keep or receive raw answers
    /// themselves (a cache, a file, another HTTP stack):
    ///
    /// ```swift
    /// let meetings = try Meeting.list(fromSearchResults: Data(contentsOf: savedAnswer))
    /// ```
    ///
    /// - Throws: ``BMLTError`` `.invalidJSON`, `.unexpectedContent`, `.serverMessage` or `.unexpectedShape`.
    public static func list(fromSearchResults json: Data) throws -> [Meeting] {
        try searchResultsList(TransportResponse(status: 200, body: json), url: nil)
    }

    /// The meetings of a search answer: the specialised parser for the usual array of objects, the generic decoder
    /// (with its shape rules and errors) for everything else.
    static func searchResultsList(_ response: TransportResponse, url: URL?) throws -> [Meeting] {
        let fast = response.body.withUnsafeBytes { raw in
            JSONParser.meetingList(raw.bindMemory(to: UInt8.self))
        }
        if let fast { return fast }
        return try readAPIList(try ResponseBody.json(response, url: url))
    }

    /// The generic decoder alone (a ``JSONValue`` tree, then the read-API rules), as it runs when the specialised
    /// parser steps aside: for the benchmark, which compares the two on the same bytes.
    @_spi(BMLTInternal) public static func genericList(fromSearchResults json: Data) throws -> [Meeting] {
        try readAPIList(try ResponseBody.json(TransportResponse(status: 200, body: json), url: nil))
    }
}
