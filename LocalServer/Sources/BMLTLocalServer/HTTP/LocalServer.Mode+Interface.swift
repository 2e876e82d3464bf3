extension LocalServer.Mode {
    /// The read API's flavour of the mode's server.
    var readFlavour: any ReadFlavour {
        switch self {
        case .current: CurrentReadFlavour()
        case .legacy: LegacyReadFlavour()
        }
    }

    /// The mode's session-based administration (`local_server/server_admin`).
    var sessionAdministration: any SessionAdministration.Type {
        switch self {
        case .current: LegacyAdminController.self
        case .legacy: LegacyServerAdmin.self
        }
    }

    /// Where the mode's server has its REST administration: 4.x's `api/v1`; 2.x has only the session-based one.
    var restAdministrationPath: String? {
        switch self {
        case .current: "api/v1"
        case .legacy: nil
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
