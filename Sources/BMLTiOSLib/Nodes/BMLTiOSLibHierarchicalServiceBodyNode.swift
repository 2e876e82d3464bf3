public import Foundation

/// A service body in the server's hierarchy, linked to its parent and children.
///
/// ``BMLTiOSLib/hierarchicalServiceBodies`` is a synthetic root without a service body; its children are the
/// top-level bodies (and bodies whose parent the server does not list). A node refers to its parent and its
/// library weakly, so a tree never keeps itself or the library alive.
@MainActor
public final class BMLTiOSLibHierarchicalServiceBodyNode: NSObject {
    weak var serverComm: BMLTiOSLib?
    /// The parent node; for a top-level body, the synthetic root.
    public weak var parent: BMLTiOSLibHierarchicalServiceBodyNode!
    /// The body's read-API fields (`id`, `parent_id`, `name`, `description`, `type`, `url`, `helpline`, `world_id`,
    /// `contact_email`); `nil` for the synthetic root.
    public var serviceBody: [String: String]!
    public var children: [BMLTiOSLibHierarchicalServiceBodyNode] = []
    /// Anything the app wants to keep with the node.
    public var extraData: AnyObject?

    /// A shallow copy: the same library, parent, fields and children.
    public init(_ inObject: BMLTiOSLibHierarchicalServiceBodyNode) {
        self.serverComm = inObject.serverComm
        self.parent = inObject.parent
        self.serviceBody = inObject.serviceBody
        self.children = inObject.children
        self.extraData = inObject.extraData
        super.init()
    }

    /// An empty node, as the synthetic root.
    public init(inServerComm: BMLTiOSLib) {
        self.serverComm = inServerComm
        super.init()
    }

    public init(
        inServerComm: BMLTiOSLib,
        parent: BMLTiOSLibHierarchicalServiceBodyNode!,
        serviceBody: [String: String]!,
        children: [BMLTiOSLibHierarchicalServiceBodyNode]
    ) {
        self.serverComm = inServerComm
        self.parent = parent
        self.serviceBody = serviceBody
        self.children = children
        super.init()
    }

    /// A node for a modern ``ServiceBody``.
    convenience init(_ body: ServiceBody, library: BMLTiOSLib, parent: BMLTiOSLibHierarchicalServiceBodyNode) {
        var fields = [
            "id": String(body.id), "parent_id": String(body.parentID ?? 0), "name": body.name,
            "description": body.description,
        ]
        fields["type"] = body.kind?.rawValue
        fields["url"] = body.url
        fields["helpline"] = body.helpline
        fields["world_id"] = body.worldID
        fields["contact_email"] = body.contactEmail
        self.init(inServerComm: library, parent: parent, serviceBody: fields, children: [])
    }

    /// The keys of the fields, sorted (none for the synthetic root).
    public var keys: [String] { serviceBody?.keys.sorted() ?? [] }
    /// The body's id (0 for the synthetic root).
    public var id: Int { Int(serviceBody?["id"] ?? "") ?? 0 }
    public var name: String { serviceBody?["name"] ?? "" }
    /// The description, or the name when there is none.
    public nonisolated override var description: String {
        onMainActor({ self.serviceBodyDescription }, otherwise: super.description)
    }

    private var serviceBodyDescription: String {
        let text = serviceBody?["description"] ?? ""
        return text.isEmpty ? name : text
    }

    /// What the logged-in user may do here (``BMLTiOSLibPermissions/None`` when nobody is logged in).
    public var permissions: BMLTiOSLibPermissions { serverComm?.permissions(forServiceBody: self) ?? .None }
    public var iCanAdminister: Bool { permissions == .Administrator }
    public var iCanEdit: Bool { permissions >= .Editor }
    public var iCanObserve: Bool { permissions >= .Observer }

    /// Whether the body has a parent body (the synthetic root does not count).
    public var hasParent: Bool { parent?.serviceBody != nil }
    public var hasChildren: Bool { !children.isEmpty }
    /// How many bodies are below this one, at any depth.
    public var completeChildCount: Int { children.reduce(children.count) { $0 + $1.completeChildCount } }
    /// How deep the body sits: 0 for a top-level body.
    public var howDeepInTheRabbitHoleAmI: Int {
        var depth = 0
        var node = parent
        while let current = node, current.serviceBody != nil {
            depth += 1
            node = current.parent
        }
        return depth
    }

    /// Whether a node is this one or below it.
    public func isInHierarchy(_ inSBNode: BMLTiOSLibHierarchicalServiceBodyNode) -> Bool {
        inSBNode === self || children.contains { $0.isInHierarchy(inSBNode) }
    }

    /// Whether the body with this id is this one or below it.
    public func isSBIDInHierarchy(_ inID: Int) -> Bool {
        (serviceBody != nil && id == inID) || children.contains { $0.isSBIDInHierarchy(inID) }
    }
}
