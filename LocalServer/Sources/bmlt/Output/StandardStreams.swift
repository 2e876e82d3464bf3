import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and standard error that end the command as a Unix tool ends when its reader goes away.
///
/// `bmlt export | head -1` closes the pipe after one line. `FileHandle.write(_:)` traps on the write error that
/// follows (a crash with a backtrace); here the command ends by SIGPIPE instead, silently, as `cat` and `grep` do, so
/// a shell sees status 141.
enum StandardStreams {
    /// Writes `data` to standard output, unbuffered.
    static func write(_ data: Data) {
        write(data, to: .standardOutput)
    }

    /// Writes a line to standard output, unbuffered, so that it keeps its place among the other writes.
    static func print(_ line: String) {
        write(Data((line + "\n").utf8))
    }

    /// Writes a line to standard error.
    static func note(_ line: String) {
        write(Data((line + "\n").utf8), to: .standardError)
    }

    /// Writes raw text to standard error (progress lines that rewrite themselves).
    static func writeError(_ text: String) {
        write(Data(text.utf8), to: .standardError)
    }

    private static func write(_ data: Data, to handle: FileHandle) {
        do {
            try handle.write(contentsOf: data)
        } catch {
            endAsReaderLeft()
        }
    }

    /// Ends the process as SIGPIPE would have, had the write not been told to ignore it.
    private static func endAsReaderLeft() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }
}
