import BMLT
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The administration credentials `bmlt admin` keeps between runs: a JSON map from root server URL to
/// ``AdminCredential`` in `credentials.json` of the user's config folder (`$BMLT_CONFIG_DIR`, else
/// `$XDG_CONFIG_HOME/bmlt`, else `~/.config/bmlt`).
///
/// The file holds tokens and session cookies, never passwords. It is created readable by the user only (0600), in a
/// folder created for the user only (0700), and replaced atomically, under a lock, so that two commands refreshing
/// tokens at once neither tear the file nor drop each other's entries.
struct CredentialFile: AdminCredentialStore {
    /// The JSON file.
    let url: URL

    init(url: URL) {
        self.url = url
    }

    /// The file in the folder the environment chooses.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(url: Self.folder(environment: environment).appendingPathComponent("credentials.json"))
    }

    /// `$BMLT_CONFIG_DIR`, else `$XDG_CONFIG_HOME/bmlt` (when absolute, as the XDG specification asks), else
    /// `~/.config/bmlt`.
    static func folder(environment: [String: String]) -> URL {
        if let folder = environment["BMLT_CONFIG_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: (folder as NSString).expandingTildeInPath, isDirectory: true)
        }
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("bmlt", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".config", isDirectory: true)
            .appendingPathComponent("bmlt", isDirectory: true)
    }

    var folder: URL { url.deletingLastPathComponent() }

    // MARK: - Reading

    /// Every stored credential, by root server URL; empty when there is no file.
    func load() throws -> [String: AdminCredential] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CredentialFileError("Cannot read \(url.path): \(error.localizedDescription)")
        }
        if data.isEmpty { return [:] }
        do {
            return try Self.decoder.decode([String: AdminCredential].self, from: data)
        } catch {
            throw CredentialFileError(
                "\(url.path) is not a credentials file bmlt can read; remove it and log in again."
            )
        }
    }

    /// The credential stored for a root server URL.
    func credential(for rootURL: URL) throws -> AdminCredential? {
        try load()[Self.key(rootURL)]
    }

    static func key(_ rootURL: URL) -> String { rootURL.absoluteString }

    // MARK: - Writing

    /// Stores the credential of a server, or removes it (`nil`); the file goes when its last credential does.
    func save(_ credential: AdminCredential?, for rootURL: URL) async throws {
        try update { credentials in credentials[Self.key(rootURL)] = credential }
    }

    /// Reads, changes and writes the file back, holding the folder's lock throughout.
    func update(_ change: (inout [String: AdminCredential]) throws -> Void) throws {
        try createFolder()
        try withLock {
            var credentials = try load()
            try change(&credentials)
            if credentials.isEmpty {
                if unlink(url.path) != 0, errno != ENOENT {
                    throw CredentialFileError("Cannot remove \(url.path): \(String(cString: strerror(errno)))")
                }
            } else {
                try writeAtomically(try Self.encoder.encode(credentials))
            }
        }
    }

    /// Creates the folder for the user only (0700); a folder that exists is left as it is.
    private func createFolder() throws {
        let parent = folder.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
            throw CredentialFileError("Cannot create \(folder.path): \(String(cString: strerror(errno)))")
        }
    }

    /// An exclusive `flock` on the folder while `body` runs.
    private func withLock<Value>(_ body: () throws -> Value) throws -> Value {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else {
            throw CredentialFileError("Cannot open \(folder.path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw CredentialFileError("Cannot lock \(folder.path): \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Writes a new file (0600 from its creation, so the secret is never readable by others) beside the old one,
    /// flushes it, and renames it over the old one.
    private func writeAtomically(_ data: Data) throws {
        let temporary = folder.appendingPathComponent(".credentials-\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw CredentialFileError("Cannot create \(temporary.path): \(String(cString: strerror(errno)))")
        }
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        do {
            defer { close(descriptor) }
            _ = fchmod(descriptor, 0o600)
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else {
                        throw CredentialFileError(
                            "Cannot write \(temporary.path): \(String(cString: strerror(errno)))"
                        )
                    }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else {
                throw CredentialFileError("Cannot write \(temporary.path): \(String(cString: strerror(errno)))")
            }
        }
        guard rename(temporary.path, url.path) == 0 else {
            throw CredentialFileError("Cannot replace \(url.path): \(String(cString: strerror(errno)))")
        }
        renamed = true
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// A credentials file that cannot be read or written.
struct CredentialFileError: Error, CustomStringConvertible, LocalizedError {
    var description: String

    init(_ description: String) { self.description = description }

    var errorDescription: String? { description }
}
