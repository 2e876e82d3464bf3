public import ArgumentParser
@_spi(BMLTInternal) public import BMLT

/// `mon,fri`, `1002,-1005` or `-sun`: a comma list in which a leading `-` excludes a value.
extension Selection: @retroactive ExpressibleByArgument where Value: ExpressibleByArgument {
    public init?(argument: String) {
        self.init()
        for item in CommaList.items(of: argument) {
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
