extension Meeting {
    /// The data fields every server keeps besides `meeting_name`, by the key the servers use for them.
    static var stockDataKeys: [String] { ReadAPIMeetingField.stockDataKeys }

    /// The duration as the clock time the servers write it in (`01:30`).
    var durationAsClockTime: LocalTime? {
        duration.map { LocalTime(secondsSinceMidnight: Int($0.components.seconds)) }
    }

    /// A data field by its server key: a stock field's property, or a custom field.
    @_spi(BMLTInternal) public subscript(dataField key: String) -> String? {
        get {
            switch ReadAPIMeetingField(rawValue: key)?.dataField {
            case .property(let property)?: return self[keyPath: property]
            case .contact(let index, let part)?:
                return contacts.indices.contains(index) ? contacts[index][keyPath: part] : nil
            case nil: return customFields[key]
            }
        }
        set {
            switch ReadAPIMeetingField(rawValue: key)?.dataField {
            case .property(let property)?: self[keyPath: property] = newValue
            case .contact(let index, let part)?:
                // Contacts are kept as the non-empty ones in order; fill both slots, set, then drop empty ones.
                var slots = contacts + Array(repeating: Contact(), count: max(0, 2 - contacts.count))
                slots[index][keyPath: part] = newValue
                contacts = slots.filter { !$0.isEmpty }
            case nil: customFields[key] = newValue
            }
        }
    }
}
