import Foundation
import HTTPTypes

/// The answers a client keeps under its ``CachePolicy``, by URL.
///
/// Memory holds at most ``maximumEntriesInMemory`` answers (the oldest go first): a search answer can be megabytes,
/// and an app may make many distinct searches. The folder keeps every answer it was given.
///
/// A final class because copies of a client share it, `@unchecked Sendable` with its entries behind a lock; files are
/// written whole (atomically), so concurrent readers and processes see an old answer or a new one, never part of one.
final class ReadCache: @unchecked Sendable {
    /// A kept answer: its body, what the server said to revalidate it, and when it was fetched or revalidated.
    struct Entry: Codable, Sendable {
        /// The URL the answer is for (two URLs can share a file name).
        var url: String
        var body: Data
        var contentType: String?
        var etag: String?
        var lastModified: String?
        var storedAt: Date

        /// The answer as the transport gave it, for the decoders.
        var response: TransportResponse {
            TransportResponse(status: .ok, headerFields: contentType.map { [.contentType: $0] } ?? [:], body: body)
        }
    }

    /// What an answer is, which says how long it is kept (``CachePolicy/timeToLive(of:onAggregator:)``).
    enum Kind: Sendable {
        /// Server info, service bodies, formats.
        case directory
        /// A search's answer, kept by its query (its URL).
        case search
    }

    static let maximumEntriesInMemory = 64

    let policy: CachePolicy
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var entries: [String: Entry] = [:]

    init(_ policy: CachePolicy) {
        self.policy = policy
    }

    /// The entry for `url`, however old.
    func entry(for url: URL) -> Entry? {
        let key = url.absoluteString
        if let entry = lock.withLock({ entries[key] }) { return entry }
        guard let file = file(for: key), let data = try? Data(contentsOf: file),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.url == key
        else { return nil }
        lock.withLock { entries[key] = entry }
        return entry
    }

    /// Whether `entry` may be used without asking the server.
    func isFresh(_ entry: Entry, timeToLive: Duration, at now: Date = .now) -> Bool {
        let age = now.timeIntervalSince(entry.storedAt)
        return age >= 0 && age < timeToLive.timeInterval
    }

    /// How `entry` may stand in for an answer the server could not give (`error`): marked stale with its age, when
    /// the policy allows one that old.
    func staleness(of entry: Entry, error: BMLTError, at now: Date = .now) -> Staleness? {
        guard let limit = policy.staleIfError else { return nil }
        let age = max(0, now.timeIntervalSince(entry.storedAt))
        guard age <= limit.timeInterval else { return nil }
        return Staleness(storedAt: entry.storedAt, age: .seconds(age), error: error)
    }

    /// Keeps `response` as the answer for `url`.
    func store(_ response: TransportResponse, for url: URL, at now: Date = .now) {
        put(
            Entry(
                url: url.absoluteString,
                body: response.body,
                contentType: response.headerFields[.contentType],
                etag: response.headerFields[.eTag],
                lastModified: response.headerFields[.lastModified],
                storedAt: now
            ),
            for: url
        )
    }

    /// Marks the entry for `url` as confirmed by the server (a `304`).
    func revalidated(_ entry: Entry, for url: URL, at now: Date = .now) {
        var entry = entry
        entry.storedAt = now
        put(entry, for: url)
    }

    /// Forgets every answer, in memory and in the folder.
    func removeAll() {
        lock.withLock { entries.removeAll() }
        guard case .directory(let folder) = policy.storage,
            let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        else { return }
        for file in files where file.lastPathComponent.hasPrefix(Self.filePrefix) {
            try? FileManager.default.removeItem(at: file)
        }
    }

    private func put(_ entry: Entry, for url: URL) {
        let key = url.absoluteString
        lock.withLock {
            entries[key] = entry
            if entries.count > Self.maximumEntriesInMemory,
                let oldest = entries.lazy.filter({ $0.key != key }).min(by: { $0.value.storedAt < $1.value.storedAt })?
                    .key
            {
                entries[oldest] = nil
            }
        }
        guard let file = file(for: key), let data = try? JSONEncoder().encode(entry) else { return }
        // A cache that cannot be written is only slower.
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try? data.write(to: file, options: .atomic)
    }

    private static let filePrefix = "bmlt-read-"

    /// The file of `key` in the cache folder: a hash of the URL, so that any URL makes a short, safe name.
    private func file(for key: String) -> URL? {
        guard case .directory(let folder) = policy.storage else { return nil }
        // FNV-1a, 64 bits: stable across processes, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return folder.appendingPathComponent(Self.filePrefix + String(hash, radix: 16) + ".json")
    }
}
