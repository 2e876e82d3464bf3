public import ArgumentParser
public import BMLT

/// `mon,fri`, `1002,-1005` or `-sun`: a comma list in which a leading `-` excludes a value. An empty list is no
/// value: it would otherwise read as "any".
extension Selection: @retroactive ExpressibleByArgument where Value: ExpressibleByArgument {
    public init?(argument: String) {
        self.init()
        let items = CommaList.items(of: argument)
        guard !items.isEmpty else { return nil }
        for item in items {
            let isExcluded = item.hasPrefix("-")
            guard let value = Value(argument: isExcluded ? String(item.dropFirst()) : item) else { return nil }
            if isExcluded { excluded.append(value) } else { included.append(value) }
        }
    }

    public var defaultValueDescription: String {
        (included.map(\.defaultValueDescription) + excluded.map { "-" + $0.defaultValueDescription })
            .joined(separator: ",")
    }
}

extension Selection {
    /// The lists of an option given more than once, as one list: `--weekdays mon --weekdays fri` is both days.
    static func merging(_ selections: [Selection]) -> Selection? {
        guard !selections.isEmpty else { return nil }
        return Selection(
            included: selections.flatMap(\.included),
            excluded: selections.flatMap(\.excluded)
        )
    }
}
