import BMLTiOSLib
import Foundation

// The other node classes: BMLTiOSLibFormatNode, BMLTiOSLibHierarchicalServiceBodyNode, BMLTiOSLibServerLang,
// BMLTiOSLibChangeNode and BMLTiOSLibChangedMeeting: their initialisers, every property with the original's type (the
// settable ones assigned) and every method.

/// A format node: the initialiser and every property.
@MainActor
func useFormatNode() {
    let raw: [String: String] = [
        "id": "17", "key_string": "O", "name_string": "Open", "description_string": "Anyone may attend", "lang": "en",
        "world_id": "OPEN",
    ]
    let format: BMLTiOSLibFormatNode = BMLTiOSLibFormatNode(raw, inExtraData: nil)
    let withExtra = BMLTiOSLibFormatNode(raw, inExtraData: "checkbox" as AnyObject)
    format.extraData = 1 as AnyObject
    let extraData: AnyObject? = format.extraData
    let keys: [String] = format.keys
    let id: Int! = format.id
    let key: String! = format.key
    let name: String! = format.name
    let description: String = format.description
    let lang: String! = format.lang
    let worldID: String! = format.worldID
    use(withExtra, extraData, keys, id, key, name, description, lang)
    use(worldID, key + " (" + name + ")")
}

/// A service body node: the three initialisers, every property (the settable ones assigned) and both methods.
@MainActor
func useServiceBodyNode(_ library: BMLTiOSLib) {
    let root: BMLTiOSLibHierarchicalServiceBodyNode = BMLTiOSLibHierarchicalServiceBodyNode(inServerComm: library)
    let raw: [String: String]! = ["id": "1", "parent_id": "0", "name": "Region", "description": "A region"]
    let node: BMLTiOSLibHierarchicalServiceBodyNode = BMLTiOSLibHierarchicalServiceBodyNode(
        inServerComm: library,
        parent: root,
        serviceBody: raw,
        children: []
    )
    let orphan = BMLTiOSLibHierarchicalServiceBodyNode(
        inServerComm: library,
        parent: nil,
        serviceBody: nil,
        children: []
    )
    let copy: BMLTiOSLibHierarchicalServiceBodyNode = BMLTiOSLibHierarchicalServiceBodyNode(node)
    root.children = [node]
    node.parent = root
    node.parent = nil
    node.serviceBody = ["id": "2", "name": "Area"]
    node.serviceBody = nil
    node.children = [orphan]
    node.extraData = "checkbox" as AnyObject
    let parent: BMLTiOSLibHierarchicalServiceBodyNode! = node.parent
    let serviceBody: [String: String]! = node.serviceBody
    let children: [BMLTiOSLibHierarchicalServiceBodyNode] = node.children
    let extraData: AnyObject? = node.extraData
    let keys: [String] = node.keys
    let id: Int = node.id
    let name: String = node.name
    let description: String = node.description
    let iCanAdminister: Bool = node.iCanAdminister
    let iCanEdit: Bool = node.iCanEdit
    let iCanObserve: Bool = node.iCanObserve
    let permissions: BMLTiOSLibPermissions = node.permissions
    let hasParent: Bool = node.hasParent
    let hasChildren: Bool = node.hasChildren
    let completeChildCount: Int = node.completeChildCount
    let depth: Int = node.howDeepInTheRabbitHoleAmI
    let inHierarchy: Bool = root.isInHierarchy(node)
    let idInHierarchy: Bool = root.isSBIDInHierarchy(1)
    let isInHierarchy: @MainActor (BMLTiOSLibHierarchicalServiceBodyNode) -> Bool = root.isInHierarchy
    let isSBIDInHierarchy: @MainActor (Int) -> Bool = root.isSBIDInHierarchy
    use(
        copy,
        parent,
        serviceBody,
        children,
        extraData,
        keys,
        id,
        name,
        description,
        iCanAdminister,
        iCanEdit,
        iCanObserve,
        permissions,
        hasParent,
        hasChildren,
        completeChildCount,
        depth
    )
    use(inHierarchy, idInHierarchy, isInHierarchy(orphan), isSBIDInHierarchy(2))
}

/// A server language: the initialiser, the subscript and every property.
@MainActor
func useServerLang() {
    let language: BMLTiOSLibServerLang = BMLTiOSLibServerLang(["key": "en", "name": "English", "default": "1"])
    let value: String! = language["name"]
    let langKey: String = language.langKey
    let langName: String = language.langName
    let isDefault: Bool = language.isDefault
    use(value, langKey, langName, isDefault)
}

/// A change record: the original's raw initialiser, every property (the settable ones assigned) and both methods.
@MainActor
func useChangeNode(_ library: BMLTiOSLib, _ meeting: BMLTiOSLibMeetingNode) {
    let raw: [String: AnyObject?] = [
        "change_id": "7" as AnyObject, "date_int": "1700000000" as AnyObject, "user_name": "Admin" as AnyObject,
        "service_body_id": "1" as AnyObject, "meeting_id": "42" as AnyObject, "meeting_exists": "1" as AnyObject,
        "details": "Changed &quot;name&quot;" as AnyObject,
        "json_data": ["before": ["id_bigint": "42"], "after": ["id_bigint": "42", "meeting_name": "Hope"]] as AnyObject,
    ]
    let change: BMLTiOSLibChangeNode = BMLTiOSLibChangeNode(raw, inHandler: library)
    change.beforeObject = meeting
    change.afterObject = nil
    let beforeObject: BMLTiOSLibMeetingNode! = change.beforeObject
    let afterObject: BMLTiOSLibMeetingNode! = change.afterObject
    let changeDate: Date! = change.changeDate
    let changeMaker: String = change.changeMaker
    let id: Int = change.id
    let serviceBody: BMLTiOSLibHierarchicalServiceBodyNode! = change.serviceBody
    let meetingCurrentlyExists: Bool = change.meetingCurrentlyExists
    let details: String = change.details
    let meetingID: Int = change.meeting_id
    let meetingWasCreated: Bool = change.meetingWasCreated
    let meetingWasDeleted: Bool = change.meetingWasDeleted
    let meetingWasChanged: [String: [String]]! = change.meetingWasChanged
    let description: String = change.description
    let reverted: Bool = change.revertMeetingToBeforeThisChange()
    let saved: Bool = change.saveMeetingToBeforeThisChange()
    let revert: @MainActor () -> Bool = change.revertMeetingToBeforeThisChange
    let save: @MainActor () -> Bool = change.saveMeetingToBeforeThisChange
    use(
        beforeObject,
        afterObject,
        changeDate,
        changeMaker,
        id,
        serviceBody,
        meetingCurrentlyExists,
        details,
        meetingID,
        meetingWasCreated,
        meetingWasDeleted,
        meetingWasChanged,
        description,
        reverted,
        saved,
        revert(),
        save()
    )
}

/// A saved change: the original's raw initialiser and every property.
@MainActor
func useChangedMeeting(_ library: BMLTiOSLib) {
    let raw: [String: AnyObject?] = [
        "changeMeeting": ["id": "42"] as AnyObject,
        "field": [["@attributes": ["key": "meeting_name"], "oldValue": "Hope", "newValue": "New Hope"]] as AnyObject,
    ]
    let changed: BMLTiOSLibChangedMeeting = BMLTiOSLibChangedMeeting(raw, inHandler: library)
    let meetingID: Int = changed.meetingID
    let meetingChanges: [String: [String]] = changed.meetingChanges
    let description: String = changed.description
    use(meetingID, meetingChanges, description)
}
