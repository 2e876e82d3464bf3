import BMLTFixtures
import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Errors")
struct ErrorHandlingTests {
    private func expectError(
        _ code: BMLTError.Code,
        _ operation: () async throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> BMLTError? {
        do {
            try await operation()
            Issue.record("Expected \(code), but the call succeeded.", sourceLocation: sourceLocation)
        } catch let error as BMLTError {
            #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
            return error
        } catch {
            Issue.record("Expected BMLTError.\(code), got \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    @Test func plainTextInsteadOfJSONIsTheServersMessage() async throws {
        // Recording 052: a 2.x server answers an unknown switcher with text under a JSON content type.
        let text = String(decoding: try Fixtures.data("052_bad_switcher.json"), as: UTF8.self)
        let client = try BMLTClient.stubbed(StubTransport(contentType: "application/json; charset=UTF-8", body: text))
        let error = await expectError(.serverMessage) { _ = try await client.fieldKeys() }
        #expect(error?.serverMessage?.hasPrefix("You must supply one of the following") == true)
        #expect(error?.url?.absoluteString.contains("switcher=GetFieldKeys") == true)
        #expect(error?.bodyPrefix?.isEmpty == false)
    }

    @Test func anHTMLPageIsNotJSON() async throws {
        let page = "<!DOCTYPE html><html><head><title>BMLT</title></head><body><div id=app></div></body></html>"
        let client = try BMLTClient.stubbed(StubTransport(contentType: "text/html; charset=utf-8", body: page))
        let error = await expectError(.unexpectedContent) { _ = try await client.formats() }
        #expect(error?.bodyPrefix?.hasPrefix("<!DOCTYPE html>") == true)
        #expect(error?.httpStatus == 200)
        let handshake = await expectError(.notBMLTServer) { _ = try await client.serverInfo() }
        #expect(handshake?.reason.contains("does not answer GetServerInfo") == true)
    }

    @Test func invalidJSON() async throws {
        let client = try BMLTClient.stubbed(StubTransport(body: "[{\"id_bigint\":\"1\","))
        let error = await expectError(.invalidJSON) { _ = try await client.meetings() }
        #expect(error?.reason.contains("at byte") == true)
    }

    @Test func anEmptyBodyIsAnError() async throws {
        let client = try BMLTClient.stubbed(StubTransport(body: ""))
        _ = await expectError(.unexpectedContent) { _ = try await client.meetings() }
    }

    @Test func jsonOfTheWrongShape() async throws {
        let client = try BMLTClient.stubbed(StubTransport(body: "{\"error\":\"nope\"}"))
        _ = await expectError(.unexpectedShape) { _ = try await client.meetings() }
        let list = try BMLTClient.stubbed(StubTransport(body: "[1, 2]"))
        _ = await expectError(.unexpectedShape) { _ = try await list.serviceBodies() }
        let noVersion = try BMLTClient.stubbed(StubTransport(body: "[{\"name\":\"something else\"}]"))
        _ = await expectError(.notBMLTServer) { _ = try await noVersion.serverInfo() }
    }

    @Test func answersPastTheSizeLimitAreRefused() async throws {
        let meetings = try Fixtures.data("011_GetSearchResults_weekdays_2.json")
        let transport = StubTransport(body: String(decoding: meetings, as: UTF8.self))
        var configuration = BMLTClient.Configuration(transport: transport, retry: .none)
        configuration.maximumResponseSize = meetings.count - 1
        let client = try BMLTClient("https://bmlt.example.org/main_server", configuration: configuration)
        let whole = await expectError(.responseTooLarge) { _ = try await client.meetings() }
        #expect(whole?.reason.contains("\(meetings.count - 1) bytes") == true)
        // A stream may be larger than the limit: the limit bounds one meeting.
        let streamed = try await client.meetingStream(matching: MeetingQuery()).reduce(0) { count, _ in count + 1 }
        #expect(streamed == (try Meeting.list(fromSearchResults: meetings)).count)
        configuration.maximumResponseSize = 100
        let tight = try BMLTClient("https://bmlt.example.org/main_server", configuration: configuration)
        _ = await expectError(.responseTooLarge) {
            for try await _ in tight.meetingStream(matching: MeetingQuery()) {}
        }
        let size = try BMLTClient.stubbed(StubTransport(body: ""))
        #expect(size.configuration.maximumResponseSize == 64 << 20)
    }

    @Test func httpErrorsCarryTheServersMessageAndFieldErrors() async throws {
        let body = """
            {"message":"The start date does not match the format Y-m-d.","errors":{"start_date":["The start date does not match the format Y-m-d."]}}
            """
        let client = try BMLTClient.stubbed(StubTransport(status: 422, body: body))
        let error = await expectError(.httpStatus) { _ = try await client.changes() }
        #expect(error?.httpStatus == 422)
        #expect(error?.serverMessage == "The start date does not match the format Y-m-d.")
        #expect(error?.fieldErrors["start_date"] == ["The start date does not match the format Y-m-d."])
        #expect(error?.isRetryable == false)
        #expect(error?.description.contains("HTTP 422") == true)
        // For a person: the server's words, no URL.
        #expect(
            error?.errorDescription
                == "The server bmlt.example.org refused the request (HTTP 422): The start date does not match the format Y-m-d."
        )
    }

    @Test func everyCodeHasASentenceForAPerson() {
        let url = URL(string: "https://bmlt.example.org/main_server/client_interface/json/?switcher=GetServerInfo")
        let codes: [BMLTError.Code] = [
            .invalidURL, .insecureURL, .invalidQuery, .connectionFailed, .timedOut, .httpStatus, .notBMLTServer,
            .unexpectedContent, .invalidJSON, .unexpectedShape, .serverMessage, .unsupported, .unauthorized,
            .forbidden, .notFound, .validationFailed, .conflict, .responseTooLarge,
        ]
        for code in codes {
            let error = BMLTError(code: code, reason: "The developer's reason.", url: url, httpStatus: 500)
            let sentence = error.errorDescription ?? ""
            #expect(!sentence.isEmpty, "\(code)")
            // A person sees the host at most: no URL, no code name, no dump.
            #expect(!sentence.contains("https://") && !sentence.contains("BMLTError") && !sentence.contains("switcher"))
            #expect(error.localizedDescription == sentence)
        }
        let offline = BMLTError(code: .connectionFailed, reason: "x", url: url)
        #expect(offline.errorDescription == "The server bmlt.example.org could not be reached.")
        #expect(offline.recoverySuggestion == "Check the address and the network connection, then try again.")
        let refused = BMLTError(code: .validationFailed, reason: "x", fieldErrors: ["name": ["The name is required."]])
        #expect(refused.errorDescription == "Some values were refused: The name is required.")
    }

    @Test func serverErrorsWithHTMLBodies() async throws {
        let client = try BMLTClient.stubbed(
            StubTransport(status: 500, contentType: "text/html", body: "<h1>Server Error</h1>")
        )
        let error = await expectError(.httpStatus) { _ = try await client.meetings() }
        #expect(error?.httpStatus == 500)
        #expect(error?.serverMessage == nil)
        #expect(error?.bodyPrefix == "<h1>Server Error</h1>")
        #expect(error?.isRetryable == true)
    }

    @Test func insecureAndInvalidURLsAreRefused() async throws {
        #expect { try BMLTClient("http://bmlt.example.org/main_server") } throws: {
            ($0 as? BMLTError)?.code == .insecureURL
        }
        #expect { try BMLTClient("ftp://bmlt.example.org/main_server") } throws: {
            ($0 as? BMLTError)?.code == .invalidURL
        }
        #expect { try BMLTClient("not a url at all") } throws: { ($0 as? BMLTError)?.code == .invalidURL }
        #expect { try BMLTClient("https://") } throws: { ($0 as? BMLTError)?.code == .invalidURL }
        _ = try BMLTClient("http://127.0.0.1:8080/main_server")
        _ = try BMLTClient("http://localhost/main_server")
        _ = try BMLTClient("http://[::1]:8080/main_server")
        var configuration = BMLTClient.Configuration()
        configuration.allowsInsecureHTTP = true
        _ = try BMLTClient("http://bmlt.example.org/main_server", configuration: configuration)
    }

    @Test(arguments: [
        ("https://bmlt.example.org/main_server", "https://bmlt.example.org/main_server"),
        ("https://bmlt.example.org/main_server/", "https://bmlt.example.org/main_server"),
        ("  https://bmlt.example.org/main_server  ", "https://bmlt.example.org/main_server"),
        ("HTTPS://bmlt.example.org/main_server/index.php", "https://bmlt.example.org/main_server"),
        (
            "https://bmlt.example.org/main_server/client_interface/json/?switcher=GetSearchResults&services=4",
            "https://bmlt.example.org/main_server"
        ),
        (
            "https://bmlt.example.org/main_server/local_server/server_admin/json.php",
            "https://bmlt.example.org/main_server"
        ),
        ("https://bmlt.example.org/main_server/api/v1/meetings", "https://bmlt.example.org/main_server"),
        ("https://user:secret@bmlt.example.org:8443/bmlt/#top", "https://bmlt.example.org:8443/bmlt"),
        ("https://bmlt.example.org", "https://bmlt.example.org"),
    ])
    func pastedRootURLsAreNormalised(pasted: String, root: String) throws {
        #expect(try BMLTClient(pasted).rootURL.absoluteString == root)
    }

    @Test func secretsAreRedactedFromErrorURLs() {
        let url = URL(string: "https://user:pw@bmlt.example.org/x?c_comdef_admin_password=hunter2&services=1")!
        let error = BMLTError(code: .httpStatus, reason: "test", url: url)
        #expect(error.url?.absoluteString == "https://bmlt.example.org/x?c_comdef_admin_password=REDACTED&services=1")
        #expect(!error.description.contains("hunter2"))
    }

    @Test func serverInfoDescriptionHidesTheGoogleKey() throws {
        let info = ServerInfo(version: ServerVersion(major: 4, minor: 2, patch: 7), googleAPIKey: "AIzaSECRET")
        #expect(!info.description.contains("AIzaSECRET"))
        #expect(!String(reflecting: info).contains("AIzaSECRET"))
        var dumped = ""
        dump(info, to: &dumped)
        #expect(!dumped.contains("AIzaSECRET"))
        #expect(info.googleAPIKey == "AIzaSECRET")
    }

    @Test func connectionRefusedOnLoopbackIsAConnectionFailure() async throws {
        // Nothing listens on port 1 of the loopback interface; the real URLSession transport reports it at once.
        let client = try BMLTClient(
            "http://127.0.0.1:1/main_server",
            configuration: BMLTClient.Configuration(requestTimeout: .seconds(5), retry: .none)
        )
        _ = await expectError(.connectionFailed) { _ = try await client.serverInfo() }
    }
}
