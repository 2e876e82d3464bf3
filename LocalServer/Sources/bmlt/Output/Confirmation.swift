import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks before a change that a person could not easily undo: on a terminal a question answered with y, elsewhere
/// (a script, a pipe) a refusal that names `--yes`, so nothing is done that nobody agreed to.
struct Confirmation {
    /// Whether `--yes` was given.
    var isGiven: Bool

    /// Goes on when the person agrees; otherwise throws, and nothing has been sent.
    ///
    /// - Parameter warning: what will happen, as a sentence (the question follows it).
    func require(_ warning: String) throws {
        if isGiven { return }
        guard isatty(STDIN_FILENO) == 1 else {
            throw AdminOutput.usageError(warning + " Add --yes to go ahead; nothing was changed.")
        }
        StandardStreams.writeError(warning + " Go ahead? [y/N] ")
        let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else {
            throw AdminOutput.usageError("Nothing was changed.")
        }
    }
}
