import Foundation
import NIOConcurrencyHelpers

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Keeps a second local server off a data file this one serves: two servers on one file would each answer from
/// their own snapshot and drift apart.
///
/// An exclusive `flock` on `FILE.lock` beside the data file, which holds the owner's process id for the message. Not
/// a lock on the database file itself: closing any descriptor of that file would drop SQLite's own locks. The
/// kernel releases the lock when the process ends, even by `kill -9`, so a stale lock file never blocks a restart.
/// A final class because it owns the descriptor.
final class DataFileLock: Sendable {
    private let descriptor: NIOLockedValueBox<Int32?>

    /// Takes the lock of the data file at `url`.
    ///
    /// - Throws: ``LocalServerError`` when another server holds it, or the lock file cannot be made.
    init(dataFile url: URL) throws {
        let path = url.path + ".lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw LocalServerError(
                .fileUnavailable,
                reason: "Cannot make the lock file \(path): \(String(cString: strerror(errno)))."
            )
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let owner = Self.owner(of: descriptor)
            close(descriptor)
            throw LocalServerError(
                .dataFileInUse,
                reason: "Another local server\(owner.map { " (process \($0))" } ?? "") is serving the data file "
                    + "\(url.path); stop it first, or give another file with --data."
            )
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        self.descriptor = NIOLockedValueBox(descriptor)
    }

    /// Lets another server have the file.
    func release() {
        descriptor.withLockedValue { descriptor in
            guard let open = descriptor else { return }
            close(open)
            descriptor = nil
        }
    }

    deinit { release() }

    /// The process id the lock's holder wrote.
    private static func owner(of descriptor: Int32) -> Int? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int(String(decoding: bytes.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
