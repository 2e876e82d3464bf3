@_spi(BMLTInternal) import BMLT

/// A meeting's read-API fields by their case of the client's field table, so the nodes name no key by hand.
extension [String: String] {
    subscript(_ field: ReadAPIMeetingField) -> String? {
        get { self[field.rawValue] }
        set { self[field.rawValue] = newValue }
    }
}
