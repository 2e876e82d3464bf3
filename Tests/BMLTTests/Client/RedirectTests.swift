import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Redirects")
struct RedirectTests {
    private static let root = "https://bmlt.example.org/main_server"

    /// A transport that answers each request with `route` of its URL, and a client of it.
    private static func client(
        allowsInsecureHTTP: Bool = false,
        _ route: @escaping @Sendable (TransportRequest) -> TransportResponse
    ) throws -> (BMLTClient, StubTransport) {
        let transport = StubTransport { request, _ in route(request) }
        let configuration = BMLTClient.Configuration(
            transport: transport,
            retry: .none,
            allowsInsecureHTTP: allowsInsecureHTTP
        )
        return (try BMLTClient(Self.root, configuration: configuration), transport)
    }

    private static func redirect(_ status: HTTPResponse.Status = 302, to location: String) -> TransportResponse {
        TransportResponse(status: status, headerFields: [.location: location])
    }

    private static let json = TransportResponse(
        status: 200,
        headerFields: [.contentType: "application/json"],
        body: Data("[]".utf8)
    )

    @Test func aRedirectOverHTTPSIsFollowedWhetherWholeOrStreamed() async throws {
        let (client, transport) = try Self.client { request in
            request.url.host == "bmlt.example.org"
                ? Self.redirect(
                    301,
                    to: "https://moved.example.org" + request.url.path + "?" + (request.url.query ?? "")
                )
                : Self.json
        }
        // A search that names a filter: an empty answer to one that names none would ask whether it is an aggregator's.
        let query = MeetingQuery().with { $0.meetingIDs = .only(1) }
        #expect(try await client.meetings(matching: query).isEmpty)
        for try await _ in client.meetingStream(matching: query) {}
        #expect(
            transport.requests.map { $0.url.host } == ["bmlt.example.org", "moved.example.org"] + [
                "bmlt.example.org", "moved.example.org",
            ]
        )
        #expect(transport.requests[1].url.query?.contains("switcher=GetSearchResults") == true)
    }

    @Test func aRelativeLocationIsResolvedAgainstTheRequest() async throws {
        let (client, transport) = try Self.client { request in
            request.url.query?.contains("switcher") == true ? Self.redirect(307, to: "../v2/json?x=1") : Self.json
        }
        _ = try await client.formats()
        #expect(
            transport.requests.last?.url.absoluteString
                == "https://bmlt.example.org/main_server/client_interface/v2/json?x=1"
        )
    }

    @Test func plainHTTPIsRefusedUnlessAllowedOrLoopback() async throws {
        let (client, transport) = try Self.client { _ in Self.redirect(to: "http://bmlt.example.org/main_server/") }
        do {
            _ = try await client.formats()
            Issue.record("A redirect to plain http:// was followed.")
        } catch let error as BMLTError {
            #expect(error.code == .insecureURL)
            #expect(error.httpStatus == 302)
        }
        #expect(transport.requests.count == 1)

        let (allowed, allowedTransport) = try Self.client(allowsInsecureHTTP: true) { request in
            request.url.scheme == "https" ? Self.redirect(to: "http://bmlt.example.org/x") : Self.json
        }
        _ = try await allowed.formats()
        #expect(allowedTransport.requests.last?.url.scheme == "http")

        let (loopback, loopbackTransport) = try Self.client { request in
            request.url.host == "bmlt.example.org" ? Self.redirect(to: "http://127.0.0.1:8000/x") : Self.json
        }
        _ = try await loopback.formats()
        #expect(loopbackTransport.requests.last?.url.host == "127.0.0.1")
    }

    @Test func credentialsStayWithTheirOrigin() throws {
        let request = TransportRequest(
            method: .delete,
            url: URL(string: "https://bmlt.example.org/main_server/api/v1/meetings/1")!,
            headerFields: [.authorization: "Bearer secret", .cookie: "PHPSESSID=secret", .accept: "application/json"]
        )
        let sameOrigin = try #require(
            try Redirect.request(
                following: 308,
                location: "https://BMLT.example.org:443/elsewhere",
                from: request,
                allowsInsecureHTTP: false
            )
        )
        #expect(sameOrigin.headerFields[.authorization] == "Bearer secret")
        #expect(sameOrigin.headerFields[.cookie] == "PHPSESSID=secret")
        #expect(sameOrigin.method == .delete)
        for location in ["https://other.example.org/x", "https://bmlt.example.org:8443/x"] {
            let elsewhere = try #require(
                try Redirect.request(following: 307, location: location, from: request, allowsInsecureHTTP: false)
            )
            #expect(elsewhere.headerFields.map(\.name.rawName).sorted() == ["Accept"], "\(location)")
        }
    }

    @Test func aBodyIsNotSentToAnotherOrigin() async throws {
        let login = TransportRequest(
            method: .post,
            url: URL(string: Self.root + "/api/v1/auth/token")!,
            headerFields: [.contentType: "application/json"],
            body: Data(#"{"username":"admin","password":"secret"}"#.utf8)
        )
        for status: HTTPResponse.Status in [307, 308] {
            let (client, transport) = try Self.client { request in
                request.url.host == "bmlt.example.org"
                    ? Self.redirect(status, to: "https://other.example.org/main_server/api/v1/auth/token") : Self.json
            }
            do {
                _ = try await client.send(login)
                Issue.record("A \(status.code) sent the login's body to another host.")
            } catch let error as BMLTError {
                #expect(error.code == .httpStatus && error.httpStatus == status.code, "\(error)")
                #expect(error.reason.contains("other.example.org"))
                #expect(!"\(error)".contains("secret"))
            }
            #expect(transport.requests.map { $0.url.host } == ["bmlt.example.org"])
        }
        // The same origin gets the body again; another origin gets a request that has none.
        let sameOrigin = try Redirect.request(following: 307, location: "/x", from: login, allowsInsecureHTTP: false)
        #expect(sameOrigin?.body == login.body)
        let moved = try Redirect.request(
            following: 302,
            location: "https://other.example.org/x",
            from: login,
            allowsInsecureHTTP: false
        )
        #expect(moved?.method == .get && moved?.body == nil)
    }

    @Test func a303OrAPostMovedBecomesAGet() throws {
        let post = TransportRequest(
            method: .post,
            url: URL(string: "https://bmlt.example.org/main_server/api/v1/meetings")!,
            headerFields: [.contentType: "application/json", .authorization: "Bearer t"],
            body: Data("{}".utf8)
        )
        for status: HTTPResponse.Status in [301, 302, 303] {
            let next = try #require(
                try Redirect.request(following: status, location: "/x", from: post, allowsInsecureHTTP: false)
            )
            #expect(
                next.method == .get && next.body == nil
                    && next.headerFields.map(\.name.rawName).sorted() == ["Authorization"]
            )
        }
        for status: HTTPResponse.Status in [307, 308] {
            let next = try #require(
                try Redirect.request(following: status, location: "/x", from: post, allowsInsecureHTTP: false)
            )
            #expect(next.method == .post && next.body == Data("{}".utf8))
        }
        var delete = post
        delete.method = .delete
        let moved = try #require(
            try Redirect.request(following: 302, location: "/x", from: delete, allowsInsecureHTTP: false)
        )
        #expect(moved.method == .delete)
    }

    @Test func otherStatusesAreAnswers() throws {
        let request = TransportRequest(url: URL(string: Self.root)!)
        for status: HTTPResponse.Status in [200, 300, 304, 305, 404] {
            #expect(
                try Redirect.request(following: status, location: "/x", from: request, allowsInsecureHTTP: false) == nil
            )
        }
    }

    @Test func endlessOrUnusableRedirectsAreErrors() async throws {
        let (loop, loopTransport) = try Self.client { request in Self.redirect(to: request.url.absoluteString) }
        await #expect(throws: BMLTError.self) { try await loop.formats() }
        #expect(loopTransport.requests.count == Redirect.maximumCount + 1)
        for location in [nil, "mailto:someone@example.org", "https://"] as [String?] {
            let (client, _) = try Self.client { _ in
                TransportResponse(status: 302, headerFields: location.map { [.location: $0] } ?? [:])
            }
            do {
                _ = try await client.formats()
                Issue.record("A redirect to \(String(describing: location)) was followed.")
            } catch let error as BMLTError {
                #expect(error.code == .httpStatus && error.httpStatus == 302, "\(error)")
            }
        }
    }
}
