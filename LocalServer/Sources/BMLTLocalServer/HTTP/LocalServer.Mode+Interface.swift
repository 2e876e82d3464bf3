extension LocalServer.Mode {
    /// The HTTP interface of the mode's server, serving its own data.
    var interface: any ServerInterface {
        switch self {
        case .current: CurrentInterface()
        case .legacy: LegacyInterface()
        }
    }

    /// What the mode's server keeps, reads and upgrades differently in its database.
    var storage: any StorageRules {
        switch self {
        case .current: CurrentStorageRules()
        case .legacy: LegacyStorageRules()
        }
    }
}
