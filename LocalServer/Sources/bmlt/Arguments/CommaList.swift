import ArgumentParser
import Foundation

/// Values written as one comma-separated argument, `--fields id_bigint,meeting_name`; blank items are skipped.
struct CommaList<Element: ExpressibleByArgument>: ExpressibleByArgument {
    var elements: [Element]

    init?(argument: String) {
        var elements: [Element] = []
        for item in CommaList<String>.items(of: argument) {
            guard let element = Element(argument: item) else { return nil }
            elements.append(element)
        }
        self.elements = elements
    }

    var defaultValueDescription: String { elements.map(\.defaultValueDescription).joined(separator: ",") }
}

extension CommaList<String> {
    /// The trimmed, non-blank items of a comma list.
    static func items(of text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension CommaList: Sendable where Element: Sendable {}
