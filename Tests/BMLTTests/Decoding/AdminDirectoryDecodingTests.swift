import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// Users, service bodies and formats as bmlt-server's administration resources write them.
@Suite("Administration resources")
struct AdminDirectoryDecodingTests {
    private func object(_ text: String) throws -> JSONObject {
        try #require(try JSONParser.parse(Data(text.utf8)).object)
    }

    @Test("A user, with Laravel's microsecond timestamp")
    func user() throws {
        let user = AdminUser(
            adminAPI: try object(
                #"{"id":5,"username":"sb","type":"serviceBodyAdmin","displayName":"SB","description":"","email":null,"ownerId":null,"lastLoginAt":"2025-06-15T10:00:00.000000Z"}"#
            )
        )
        #expect(user.level == .serviceBodyAdministrator)
        #expect(user.description == nil)
        #expect(user.lastLoginAt == Date(timeIntervalSince1970: 1_749_981_600))
        #expect(user.adminAPIObject(password: nil)["password"] == nil)
        #expect(user.adminAPIObject(password: "secret password")["password"] == .string("secret password"))
    }

    @Test("Administration timestamps are read alike on every OS: 0, 3 and 6 fraction digits, Z and offsets")
    func timestampsOfEveryShape() {
        let noon = Date(timeIntervalSince1970: 1_749_981_600)
        for text in [
            "2025-06-15T10:00:00Z", "2025-06-15T10:00:00.000Z", "2025-06-15T10:00:00.000000Z",
            "2025-06-15T12:00:00+02:00", "2025-06-15T05:00:00-0500", "2025-06-15T11:00:00+01",
            "2025-06-15t10:00:00z",
        ] {
            #expect(ISO8601Timestamp.date(from: text) == noon, "\(text)")
        }
        #expect(ISO8601Timestamp.date(from: "2025-06-15T10:00:00.25Z") == noon.addingTimeInterval(0.25))
        #expect(ISO8601Timestamp.date(from: "1969-12-31T23:59:59Z") == Date(timeIntervalSince1970: -1))
        #expect(ISO8601Timestamp.date(from: "2024-02-29T00:00:00Z") == Date(timeIntervalSince1970: 1_709_164_800))
        for refused in [
            "", "2025-06-15", "2025-06-15T10:00:00", "2025-06-15T10:00Z", "2025-13-01T00:00:00Z",
            "2025-02-29T00:00:00Z", "2025-06-15T24:00:00Z", "2025-06-15T10:00:00.Z", "2025-06-15T10:00:00Z ",
            "2025-06-15T10:00:00+2:00", "2025-06-15 10:00:00Z",
        ] {
            #expect(ISO8601Timestamp.date(from: refused) == nil, "\(refused)")
        }
    }

    /// A fraction of sixty digits made ICU divide by zero on Linux (found by FuzzAdminAPI).
    @Test func anOverlongFractionOfASecondIsRead() throws {
        let nines = String(repeating: "9", count: 60)
        let user = AdminUser(
            adminAPI: try #require(
                try JSONParser.parse(Array(#"{"id":1,"lastLoginAt":"2026-11-23T07:54:45.\#(nines)Z"}"#.utf8)).object
            )
        )
        #expect(user.lastLoginAt.map { Int($0.timeIntervalSince1970) } == 1_795_420_485)
        // An earlier dot does not hide the long fraction after it (found by FuzzAdminAPI again): read without a crash,
        // and refused.
        let odd = AdminUser(
            adminAPI: try #require(
                try JSONParser.parse(Array(#"{"id":1,"lastLoginAt":"4052-11-23T0.:54:45.\#(nines)Z"}"#.utf8)).object
            )
        )
        #expect(odd.id == 1 && odd.lastLoginAt == nil)
        // A fraction cut short by an exponent of sixty digits made ICU divide by zero too (FuzzAdminAPI, a third time):
        // no longer given to ICU at all.
        let exponent = AdminUser(
            adminAPI: try #require(
                try JSONParser.parse(
                    Array(#"{"id":1,"lastLoginAt":"4052-11-23T0.:54:45.0\#(nines)E\#(nines)"}"#.utf8)
                ).object
            )
        )
        #expect(exponent.id == 1 && exponent.lastLoginAt == nil)
    }

    @Test("A service body: parent 0 is none, editors in order")
    func serviceBody() throws {
        let body = ServiceBody(
            adminAPI: try object(
                #"{"id":9,"parentId":0,"name":"Area","description":"d","type":"AS","adminUserId":5,"assignedUserIds":[7,6],"url":"","helpline":null,"email":"a@example.org","worldId":"AR1"}"#
            )
        )
        #expect(body.parentID == nil)
        #expect(body.kind == .area)
        #expect(body.administratorID == 5)
        #expect(body.editorIDs == [7, 6])
        #expect(body.url == nil)
        #expect(body.contactEmail == "a@example.org")
        #expect(ServiceBody(adminAPI: body.adminAPIObject.prepending(id: 9)) == body)
    }

    @Test("A format with its translations and the API's type name")
    func format() throws {
        let format = AdminFormat(
            adminAPI: try object(
                #"{"id":17,"worldId":"OPEN","type":"OPEN_OR_CLOSED","translations":[{"key":"O","name":"Open","description":"Anyone","language":"en"}]}"#
            )
        )
        #expect(format.kind == .openOrClosed)
        #expect(format.translations.map(\.key) == ["O"])
        #expect(format.adminAPIObject["type"] == .string("OPEN_OR_CLOSED"))
    }
}

extension JSONObject {
    fileprivate func prepending(id: Int) -> JSONObject { JSONObject([("id", .number(String(id)))] + members) }
}
