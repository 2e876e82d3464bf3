import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of progress on standard error, rewritten in place, when standard error is a terminal.
struct Progress {
    var isShown: Bool

    /// Progress shown only when standard error is a terminal.
    static var onTerminal: Progress { Progress(isShown: isatty(STDERR_FILENO) == 1) }

    func show(_ line: String) {
        guard isShown else { return }
        StandardStreams.writeError("\r\u{1B}[K" + line)
    }

    func end() {
        guard isShown else { return }
        StandardStreams.writeError("\n")
    }
}
