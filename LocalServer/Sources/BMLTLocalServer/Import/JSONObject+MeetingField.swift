@_spi(BMLTInternal) import BMLT

extension JSONObject {
    /// A meeting object's value of a field, as a remote read API answers it.
    subscript(field: ReadAPIMeetingField) -> JSONValue? { self[field.rawValue] }
}
