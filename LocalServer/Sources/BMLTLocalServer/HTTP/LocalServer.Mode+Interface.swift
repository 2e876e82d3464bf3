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
}
