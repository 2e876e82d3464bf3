@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import Testing

/// `bmlt admin …` as a user runs it, against `bmlt serve` as a 4.2.7 server and as a 2.16.6 server, with the
/// credentials kept in a temporary config folder (`BMLT_CONFIG_DIR`).
///
/// The sample data's `nasc_admin` edits the meetings of the Nassau area (1002), among them meeting 188.
@Suite("bmlt admin", .hangTimeLimit)
struct AdminCommandLineTests {
    static let password = "CoreysGoryStory"

    /// A temporary folder holding the server's data file and the config folder, which the first login creates.
    struct Sandbox {
        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-admin-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        var dataFile: URL { folder.appendingPathComponent("server.sqlite") }
        var configFolder: URL { folder.appendingPathComponent("config") }
        var credentialsFile: URL { configFolder.appendingPathComponent("credentials.json") }

        /// Runs `bmlt admin …` with this sandbox's config folder.
        func admin(_ arguments: [String], standardInput: String? = nil) async throws -> BMLTExecutable.Result {
            try await BMLTExecutable.run(
                ["admin"] + arguments,
                environment: ["BMLT_CONFIG_DIR": configFolder.path],
                standardInput: standardInput
            )
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static func decode<Value: Decodable>(_ type: Value.Type, _ result: BMLTExecutable.Result) throws -> Value {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: Data(result.output.utf8))
    }

    static func permissions(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber).intValue
    }

    @Test(
        "Log in, list, edit, see the history, delete, restore and log out",
        arguments: [false, true]
    )
    func session(legacy: Bool) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let serve = ["serve", "--port", "0", "--data", sandbox.dataFile.path] + (legacy ? ["--legacy"] : [])
        try await BMLTExecutable.serving(serve) { rootURL in
            let server = rootURL.absoluteString

            // A wrong password stores nothing.
            let refused = try await sandbox.admin(
                ["login", "--server", server, "--user", "nasc_admin", "--password-stdin"],
                standardInput: "not the password\n"
            )
            #expect(refused.status == 1)
            #expect(!refused.errorOutput.contains("not the password"))
            #expect(!FileManager.default.fileExists(atPath: sandbox.credentialsFile.path))

            let login = try await sandbox.admin(
                ["login", "--server", server, "--user", "nasc_admin", "--password-stdin"],
                standardInput: Self.password + "\n"
            )
            #expect(login.status == 0, "\(login.errorOutput)")
            #expect(login.output.hasPrefix("Logged in to \(server) as nasc_admin"))

            // The file is the user's only, and holds the token or cookie, not the password.
            #expect(try Self.permissions(sandbox.credentialsFile) == 0o600)
            #expect(try Self.permissions(sandbox.configFolder) == 0o700)
            let stored = try Data(contentsOf: sandbox.credentialsFile)
            #expect(!String(decoding: stored, as: UTF8.self).contains(Self.password))
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let credentials = try decoder.decode([String: AdminCredential].self, from: stored)
            #expect(credentials.count == 1)
            #expect(credentials.values.first?.username == "nasc_admin")
            #expect(credentials.values.first?.flavour == (legacy ? .legacy : .adminAPI))

            let whoami = try await sandbox.admin(["whoami", "--server", server])
            #expect(whoami.status == 0, "\(whoami.errorOutput)")
            #expect(whoami.output.contains("Nassau Area Administrator"))
            #expect(whoami.output.contains("Edits meetings of  1002"))

            // With one stored credential, --server may be left out.
            let one = try Self.decode([Meeting].self, try await sandbox.admin(["meetings", "--ids", "188", "--json"]))
            #expect(one.map(\.id) == [188])
            #expect(one.first?.name == "Hopeful In Hicksville")
            #expect(one.first?.serviceBodyID == 1002)
            let listed = try await sandbox.admin(["meetings", "--service-bodies", "1002", "--json"])
            #expect(listed.status == 0, "\(listed.errorOutput)")
            let meetings = try Self.decode([Meeting].self, listed)
            #expect(meetings.first { $0.id == 188 }?.name == "Hopeful In Hicksville")
            #expect(meetings.count > 1 && meetings.allSatisfy { $0.serviceBodyID == 1002 })
            let table = try await sandbox.admin(["meetings", "--ids", "188"])
            #expect(table.output.hasPrefix("ID   Body  Day"))
            #expect(table.output.contains("188  1002"))

            let renamed = "Hopeful In Hicksville, Renamed"
            let edit = try await sandbox.admin(["edit", "188", "--name", renamed, "--start", "13:15"])
            #expect(edit.status == 0, "\(edit.errorOutput)")
            #expect(edit.output.hasPrefix("Saved meeting 188."))
            let shown = try Self.decode(Meeting.self, try await sandbox.admin(["show", "188", "--json"]))
            #expect(shown.name == renamed)
            #expect(shown.startTime == LocalTime(hour: 13, minute: 15))

            let history = try Self.decode([Change].self, try await sandbox.admin(["history", "188", "--json"]))
            #expect(history.first?.after?.name == renamed)
            #expect(history.first?.before?.name == "Hopeful In Hicksville")

            let delete = try await sandbox.admin(["delete", "188"])
            #expect(delete.status == 0, "\(delete.errorOutput)")
            let gone = try await sandbox.admin(["show", "188"])
            #expect(gone.status == 1)
            #expect(!gone.errorOutput.isEmpty)
            let deleted = try Self.decode([Change].self, try await sandbox.admin(["deleted", "--json"]))
            #expect(deleted.contains { $0.meetingID == 188 && $0.before?.name == renamed })

            let restore = try await sandbox.admin(["restore", "188", "--json"])
            #expect(restore.status == 0, "\(restore.errorOutput)")
            let restored = try Self.decode(Meeting.self, restore)
            #expect(restored.name == renamed)
            // 2.x servers restore with the id; 4.x servers create the meeting again.
            #expect((restored.id == 188) == legacy)

            let logout = try await sandbox.admin(["logout"])
            #expect(logout.status == 0, "\(logout.errorOutput)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.credentialsFile.path))
            let after = try await sandbox.admin(["meetings", "--server", server])
            #expect(after.status == 77)
            #expect(after.output.isEmpty)
            #expect(after.errorOutput.contains("Not logged in to \(server): run bmlt admin login"))
        }
    }

    @Test("A refreshed token is saved; a revoked one is dropped, and the command says to log in")
    func refreshedAndRevokedCredential() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let serve = ["serve", "--port", "0", "--data", sandbox.dataFile.path]
        try await BMLTExecutable.serving(serve) { rootURL in
            let server = rootURL.absoluteString
            let login = try await sandbox.admin(
                ["login", "--server", server, "--user", "nasc_admin", "--password-stdin", "--json"],
                standardInput: Self.password
            )
            #expect(login.status == 0, "\(login.errorOutput)")
            #expect(!login.output.contains(Self.password))

            // A token that expires within the hour is refreshed before use, and the new one is saved.
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            var credentials = try decoder.decode(
                [String: AdminCredential].self,
                from: Data(contentsOf: sandbox.credentialsFile)
            )
            let key = try #require(credentials.keys.first)
            let old = try #require(credentials[key])
            credentials[key]?.expiresAt = Date().addingTimeInterval(600)
            try encoder.encode(credentials).write(to: sandbox.credentialsFile)
            let whoami = try await sandbox.admin(["whoami"])
            #expect(whoami.status == 0, "\(whoami.errorOutput)")
            let refreshed = try #require(
                try decoder.decode([String: AdminCredential].self, from: Data(contentsOf: sandbox.credentialsFile))[key]
            )
            #expect(refreshed.secret != old.secret)
            #expect(refreshed.expiresAt.map { $0 > Date().addingTimeInterval(86_400) } == true)
            #expect(try Self.permissions(sandbox.credentialsFile) == 0o600)

            // Another copy of the credential logs out, which revokes the token on the server.
            let copy = sandbox.folder.appendingPathComponent("copy")
            try FileManager.default.copyItem(at: sandbox.configFolder, to: copy)
            let elsewhere = try await BMLTExecutable.run(
                ["admin", "logout"],
                environment: ["BMLT_CONFIG_DIR": copy.path]
            )
            #expect(elsewhere.status == 0, "\(elsewhere.errorOutput)")

            let refused = try await sandbox.admin(["whoami"])
            #expect(refused.status == 77)
            #expect(refused.errorOutput.contains("Not logged in to \(server): run bmlt admin login"))
            #expect(!FileManager.default.fileExists(atPath: sandbox.credentialsFile.path))
        }
    }

    @Test("Without a login, and with missing or bad options, commands fail before sending anything")
    func usage() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let notLoggedIn = try await sandbox.admin(["whoami"])
        #expect(notLoggedIn.status == 77)
        #expect(notLoggedIn.errorOutput.contains("Not logged in to any server: run bmlt admin login"))

        // With credentials for two servers, the command cannot guess which.
        try FileManager.default.createDirectory(at: sandbox.configFolder, withIntermediateDirectories: true)
        let two = ["http://127.0.0.1:8001/main_server", "http://127.0.0.1:8002/main_server"]
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(
            Dictionary(
                uniqueKeysWithValues: two.map {
                    ($0, AdminCredential(flavour: .legacy, rootURL: URL(string: $0)!, username: "u", secret: "s"))
                }
            )
        ).write(to: sandbox.credentialsFile)
        let ambiguous = try await sandbox.admin(["whoami"])
        #expect(ambiguous.status == 64)
        #expect(ambiguous.errorOutput.contains("choose one with --server: \(two.joined(separator: ", "))"))
        try FileManager.default.removeItem(at: sandbox.configFolder)

        let incomplete = try await sandbox.admin(["create", "--name", "New Meeting", "--weekday", "tue"])
        #expect(incomplete.status == 64)
        #expect(incomplete.errorOutput.contains("A new meeting needs --service-body, --start, --duration"))

        let nothing = try await sandbox.admin(["edit", "188"])
        #expect(nothing.status == 64)
        #expect(nothing.errorOutput.contains("Nothing to change"))

        let badTime = try await sandbox.admin(["edit", "188", "--start", "noon"])
        #expect(badTime.status == 64)
        #expect(badTime.errorOutput.contains("--start"))

        // The password is never an option's value.
        let passwordOption = try await sandbox.admin([
            "login", "--server", "http://127.0.0.1:9/main_server", "--user", "nasc_admin", "--password", "secret",
        ])
        #expect(passwordOption.status == 64)
        #expect(!FileManager.default.fileExists(atPath: sandbox.configFolder.path))
    }
}
