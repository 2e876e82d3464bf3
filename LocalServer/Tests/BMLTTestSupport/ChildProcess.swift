public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn`.
///
/// Not Foundation's `Process`: on Linux its `run()` lists `/proc/self/fd` with a copy that can read past the end of a
/// directory entry (swift-corelibs-foundation #5472), and it crashed the test process when many tests had local
/// servers, and so many descriptors, open at once. A final class with a lock because the exit status is shared by the
/// thread that waits and the tasks that signal or poll.
public final class ChildProcess: @unchecked Sendable {
    /// Where the child's standard output or standard error goes.
    public enum Output {
        case file(URL)
        /// A pipe the test reads from ``standardOutput``.
        case pipe
        case discarded
    }

    public struct SpawnFailed: Error, CustomStringConvertible {
        var executable: String
        var code: Int32
        public var description: String { "posix_spawn \(executable) failed: \(String(cString: strerror(code)))" }
    }

    public let processIdentifier: pid_t
    /// The reading end of standard output when it is ``Output/pipe``.
    public let standardOutput: FileHandle?

    private let lock = NSLock()
    /// The wait status once the child has been reaped; until then its pid cannot be reused, so signalling it is safe.
    private var waitStatus: Int32?
    /// The processor time the child used, user and system, once ``waitUntilExit()`` reaped it.
    private var usedTime: Duration?

    /// Starts `executable` with `arguments`.
    ///
    /// - Parameters:
    ///   - environment: The child's whole environment; `nil` passes the test's own.
    ///   - standardInput: A file to read standard input from; `nil` inherits the test's.
    public init(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]? = nil,
        standardInput: URL? = nil,
        standardOutput: Output,
        standardError: Output
    ) throws {
        // Darwin's types are opaque pointers that start out nil; Glibc's are structs.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t = nil
        var attributes: posix_spawnattr_t = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, standardInput.path, O_RDONLY, 0)
        }
        var pipeEnds: [Int32] = [-1, -1]
        for (descriptor, output) in [(STDOUT_FILENO, standardOutput), (STDERR_FILENO, standardError)] {
            switch output {
            case .file(let url):
                posix_spawn_file_actions_addopen(&actions, descriptor, url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .discarded:
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            case .pipe:
                guard pipe(&pipeEnds) == 0 else { throw SpawnFailed(executable: "pipe", code: errno) }
                posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], descriptor)
            }
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child gets its three standard descriptors and nothing else of the test process.
        // Also what keeps the pipe's writing end out of other children, so a read of it ends when the child does.
        #if canImport(Glibc)
        let closing = Self.addCloseFrom.map { $0(&actions, STDERR_FILENO + 1) } ?? ENOSYS
        guard closing == 0 else { throw SpawnFailed(executable: executable.path, code: closing) }
        #else
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
        #endif

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + envp { free(string) } }

        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
        guard code == 0 else {
            if pipeEnds[0] >= 0 { close(pipeEnds[0]) }
            throw SpawnFailed(executable: executable.path, code: code)
        }
        processIdentifier = pid
        self.standardOutput = pipeEnds[0] >= 0 ? FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true) : nil
    }

    #if canImport(Glibc)
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), looked up at run time: glibc declares it only
    /// under `_GNU_SOURCE`, which Swift's Glibc module does not define.
    private static var addCloseFrom:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)?
    {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np").map {
            unsafeBitCast(
                $0,
                to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
            )
        }
    }
    #endif

    /// Blocks until the child ends and returns ``terminationStatus``.
    @discardableResult
    public func waitUntilExit() -> Int32 {
        // Wait without reaping first, so the pid stays the child's while `signal` may still use it.
        var info = siginfo_t()
        while waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) == -1, errno == EINTR {}
        lock.withLock {
            guard waitStatus == nil else { return }
            var status: Int32 = 0
            var usage = rusage()
            while wait4(processIdentifier, &status, 0, &usage) == -1, errno == EINTR {}
            waitStatus = status
            func duration(_ time: timeval) -> Duration {
                .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
            }
            usedTime = duration(usage.ru_utime) + duration(usage.ru_stime)
        }
        return terminationStatus
    }

    /// The processor time the child used (user and system) if ``waitUntilExit()`` reaped it.
    public var processorTime: Duration? { lock.withLock { usedTime } }

    public var isRunning: Bool {
        lock.withLock {
            guard waitStatus == nil else { return false }
            var status: Int32 = 0
            guard waitpid(processIdentifier, &status, WNOHANG) == processIdentifier else { return true }
            waitStatus = status
            return false
        }
    }

    /// Sends `signal` (SIGTERM, SIGINT, SIGKILL…) unless the child has already been reaped.
    public func send(_ signal: Int32) {
        lock.withLock {
            if waitStatus == nil { kill(processIdentifier, signal) }
        }
    }

    /// The exit code, or the number of the signal that ended the child (as Foundation's `Process` reports it); `-1`
    /// while it runs.
    public var terminationStatus: Int32 {
        lock.withLock {
            guard let status = waitStatus else { return -1 }
            let signal = status & 0x7f
            return signal == 0 ? (status >> 8) & 0xff : signal
        }
    }
}
