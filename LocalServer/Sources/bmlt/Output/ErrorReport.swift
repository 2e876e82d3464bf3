import ArgumentParser
import BMLT
import BMLTLocalServer
import Foundation

/// How a command that failed tells a person so: one line on standard error that says what happened, names the file
/// or host, and says what to do. The developer's account (URL, HTTP status, body, underlying error) follows only with
/// `--verbose`.
enum ErrorReport {
    /// A failure whose message is already written for a person.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Whether the details of an error are wanted (`--verbose` anywhere on the command line).
    static var isVerbose: Bool { CommandLine.arguments.contains("--verbose") }

    /// A line on standard error.
    static func note(_ line: String) {
        StandardStreams.note(line)
    }

    /// The line for an error, and the details `--verbose` adds; `nil` for the errors ArgumentParser reports itself
    /// (usage mistakes, exit codes, help).
    static func message(for error: any Error) -> (line: String, details: String?)? {
        switch error {
        case let error as BMLTError:
            return (line(for: error), error.description + (error.underlyingError.map { "\n  Cause: \($0)" } ?? ""))
        case let error as Failure:
            return (error.description, nil)
        case let error as LocalServerError where error.code == .wouldReplaceEdits:
            return (
                error.reason + " To load it anyway, add --replace-edits: the data is copied beside the file first.", nil
            )
        case let error as LocalServerError:
            return (error.reason, nil)
        case let error as CredentialFileError:
            return (error.description, nil)
        case is CocoaError, is POSIXError:
            return (shortReason(error), String(describing: error))
        default:
            return nil
        }
    }

    /// A library error in the command line's words: its user message, with the option that helps where there is one.
    static func line(for error: BMLTError) -> String {
        let suggestion: String?
        switch error.code {
        case .insecureURL: suggestion = "Use its https:// address, or allow plain http:// with --insecure."
        case .timedOut: suggestion = "Try again later, or wait longer with --timeout SECONDS."
        case .unauthorized: suggestion = "Log in again with bmlt admin login."
        default: suggestion = error.recoverySuggestion
        }
        return [error.errorDescription ?? error.reason, suggestion].compactMap { $0 }.joined(separator: " ")
    }

    /// A file error's message without Foundation's domain and code, naming the file.
    static func shortReason(_ error: any Error) -> String {
        guard let error = error as? CocoaError else { return error.localizedDescription }
        let file = error.filePath ?? error.url?.path
        return (file.map { "Cannot use \($0): " } ?? "Cannot use the file: ") + reason(error) + "."
    }

    /// Why a file could not be used, in a few words.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? CocoaError else { return error.localizedDescription }
        switch error.code {
        case .fileReadNoSuchFile, .fileNoSuchFile: return "there is no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileReadCorruptFile: return "it is not in the expected format"
        case .fileReadInapplicableStringEncoding: return "it is not UTF-8 text"
        default: return (error.underlying as? POSIXError)?.localizedDescription ?? "the file cannot be used"
        }
    }

    /// Prints an error as a person should see it, if it is one of ours; returns whether it did.
    static func report(_ error: any Error) -> Bool {
        guard let (line, details) = message(for: error) else { return false }
        note("Error: " + line)
        if let details, isVerbose { note("Details: " + details) }
        return true
    }
}

extension CocoaError {
    /// The URL of the file the error is about, if it says.
    fileprivate var url: URL? { userInfo[NSURLErrorKey] as? URL }

    /// The error below this one.
    fileprivate var underlying: (any Error)? { userInfo[NSUnderlyingErrorKey] as? any Error }
}
