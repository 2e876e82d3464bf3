import BMLT
import Foundation
import GRDB

/// The user a bearer token belongs to, and what bmlt-server's policies let that user do.
struct Account: Sendable {
    /// `user_level_tinyint` values.
    enum Level {
        static let admin = 1
        static let serviceBodyAdmin = 2
        static let deactivated = 4
        static let observer = 5
    }

    let id: Int
    let level: Int
    let name: String
    let ownerID: Int

    var isAdmin: Bool { level == Level.admin }
    var isServiceBodyAdmin: Bool { level == Level.serviceBodyAdmin }
    var isDeactivated: Bool { level == Level.deactivated }

    init(id: Int, level: Int, name: String, ownerID: Int) {
        self.id = id
        self.level = level
        self.name = name
        self.ownerID = ownerID
    }

    static func load(_ id: Int, in db: Database) throws -> Account? {
        try UserRecord.fetchOne(db, key: id).map {
            Account(id: $0.id, level: $0.level, name: $0.name, ownerID: $0.ownerID)
        }
    }

    /// `ServiceBodyRepository::getAssignedServiceBodyIds`: bodies the user is principal or editor of, with every
    /// body below them.
    func assignedServiceBodyIDs(_ catalog: Catalog) -> Set<Int> {
        let direct = catalog.serviceBodies.filter { body in
            body.principalUserID == id || Self.editorIDs(body.editors).contains(id)
        }
        return Set(catalog.withDescendants(direct.map(\.id)))
    }

    /// `ServiceBodyRepository::getAdminServiceBodyIds`: bodies the user is principal of, with every body below them.
    func adminServiceBodyIDs(_ catalog: Catalog) -> Set<Int> {
        Set(catalog.withDescendants(catalog.serviceBodies.filter { $0.principalUserID == id }.map(\.id)))
    }

    /// The user ids of an `editors_string`.
    static func editorIDs(_ editors: String?) -> [Int] {
        (editors ?? "").split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
}
