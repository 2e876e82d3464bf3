/// A plain-text table with aligned columns, for terminals.
struct Table {
    var headers: [String]
    var rows: [[String]]

    var rendered: String {
        guard !rows.isEmpty else { return "(none)\n" }
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { column < $0.count ? $0[column] : "" }).map(\.count).max() ?? 0
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
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The text cut to `width` characters, with an ellipsis when cut.
    func truncated(to width: Int) -> String {
        count <= width ? self : String(prefix(width - 1)) + "…"
    }
}
