/// A plain-text table with aligned columns, for terminals: columns are measured in the cells a terminal gives each
/// character (two for emoji and East Asian wide letters), so that such names keep the columns aligned.
struct Table {
    var headers: [String]
    var rows: [[String]]

    var rendered: String {
        guard !rows.isEmpty else { return "(none)\n" }
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { column < $0.count ? $0[column] : "" }).map(\.displayWidth).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell.padding(to: widths[index])
            }.joined(separator: "  ")
        }
        return ([line(headers)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The columns a terminal gives the text.
    var displayWidth: Int { reduce(0) { $0 + $1.displayWidth } }

    func padding(to width: Int) -> String {
        let missing = width - displayWidth
        return missing <= 0 ? self : self + String(repeating: " ", count: missing)
    }

    /// The text cut to `width` terminal columns, with an ellipsis when cut.
    func truncated(toWidth width: Int) -> String {
        guard displayWidth > width else { return self }
        var kept = ""
        var used = 0
        for character in self {
            guard used + character.displayWidth <= width - 1 else { break }
            kept.append(character)
            used += character.displayWidth
        }
        return kept + "…"
    }
}

extension Character {
    /// Two columns for emoji and East Asian wide letters, none for a control character, one otherwise.
    var displayWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if first.properties.generalCategory == .control { return 0 }
        if unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
