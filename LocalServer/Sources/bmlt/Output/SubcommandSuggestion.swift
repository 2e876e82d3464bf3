import ArgumentParser

/// A word where a subcommand belongs that names none: said with the nearest subcommand, as `git` does.
enum SubcommandSuggestion {
    /// The message for the first word that should be a subcommand and is not one, if any.
    static func mistake(in arguments: [String], of root: any ParsableCommand.Type) -> String? {
        var command = root
        var path = [name(of: root)]
        for argument in arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !argument.hasPrefix("-"), argument != "help" else { return nil }
            if let next = subcommands.first(where: { name(of: $0) == argument }) {
                command = next
                path.append(argument)
                continue
            }
            let names = subcommands.map(name(of:))
            let nearest = names.map { ($0, distance(argument, $0)) }.min { $0.1 < $1.1 }
            var message = "\(path.joined(separator: " ")) has no command \"\(argument)\"."
            if let nearest, nearest.1 <= max(2, argument.count / 3) {
                message += " Did you mean \"\(path.joined(separator: " ")) \(nearest.0)\"?"
            } else {
                message += " Its commands: " + names.joined(separator: ", ") + "."
            }
            return message
        }
        return nil
    }

    /// The name a command is called by (every command of `bmlt` names itself).
    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }

    /// The edit distance (Levenshtein) between two words.
    static func distance(_ left: String, _ right: String) -> Int {
        let left = Array(left.lowercased())
        let right = Array(right.lowercased())
        var previous = Array(0...right.count)
        for (row, character) in left.enumerated() {
            var current = [row + 1]
            for (column, other) in right.enumerated() {
                current.append(
                    min(previous[column + 1] + 1, current[column] + 1, previous[column] + (character == other ? 0 : 1))
                )
            }
            previous = current
        }
        return previous[right.count]
    }
}
