import ArgumentParser
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where `bmlt admin login` gets the password: one line of standard input, or a prompt on the terminal that does not
/// echo. Never an option's value or a URL, which other users can see in the process list or the shell's history.
enum AdminPassword {
    /// The first line of standard input, without its line ending.
    static func fromStandardInput() throws -> String {
        guard var line = readLine(strippingNewline: true) else {
            throw AdminOutput.usageError("--password-stdin: standard input is empty.")
        }
        if line.hasSuffix("\r") { line.removeLast() }
        guard !line.isEmpty else { throw AdminOutput.usageError("--password-stdin: the first line is empty.") }
        return line
    }

    /// Asks on the terminal, without echo.
    static func prompt(_ prompt: String) throws -> String {
        guard isatty(STDIN_FILENO) == 1 else {
            throw AdminOutput.usageError(
                "Standard input is not a terminal to ask for the password on: pipe it in with --password-stdin."
            )
        }
        #if canImport(Darwin)
        var buffer = [CChar](repeating: 0, count: 1024)
        defer { buffer.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
        guard let read = readpassphrase(prompt, &buffer, buffer.count, RPP_ECHO_OFF | RPP_REQUIRE_TTY) else {
            throw AdminOutput.usageError("Could not read the password from the terminal.")
        }
        let password = String(cString: read)
        #else
        guard let read = getpass(prompt) else {
            throw AdminOutput.usageError("Could not read the password from the terminal.")
        }
        let password = String(cString: read)
        // getpass returns a static buffer: clear it.
        memset(read, 0, strlen(read))
        #endif
        guard !password.isEmpty else { throw AdminOutput.usageError("No password given.") }
        return password
    }
}
