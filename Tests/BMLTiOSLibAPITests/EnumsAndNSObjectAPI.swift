import BMLTiOSLib
import Foundation

// The six top-level enums (every case, the raw value types, init(rawValue:)), and what apps had from NSObject, which
// every original class but the two selection containers subclassed: `==` and `!=`, `isEqual(_:)`, `hash`,
// `description`, `contains(_:)` and `firstIndex(of:)` on arrays of nodes, sets of nodes and nodes as dictionary keys.

/// Every case of every top-level enum, with the raw value types of the original.
func useEnums() {
    let reasons: [BMLTiOSLibCommunicationHandlerBadTestReasons] = [
        .None, .BadURI, .WrongVersion, .MissingFields, .NoServiceBodies, .NoFormats, .CommError, .AuthError,
    ]
    let reasonKeys: [String] = reasons.map(\.rawValue)
    let domains: [BMLTiOSLibErrorDomains] = [.CommunicationError, .PermissionError, .MailSendingError]
    let domainNames: [String] = domains.map(\.rawValue)
    let descriptions: [BMLTiOSLibErrorDescriptions] = [
        .GeneralError, .IncorrectCredentials, .SendingUnknownError, .MessageInvalidFrom, .MessageAppearsToBeSpam,
    ]
    let descriptionKeys: [String] = descriptions.map(\.rawValue)
    let codes: [BMLTiOSLibErrorCodes] = [
        .GeneralError, .NoDataReceivedError, .BadDataReceivedError, .IncorrectCredentials, .SendingUnknownError,
        .MessageInvalidFrom, .MessageAppearsToBeSpam,
    ]
    let codeNumbers: [Int] = codes.map(\.rawValue)
    let units: [BMLTiOSLibDistanceUnits] = [.Error, .Miles, .Kilometers]
    let unitNames: [String] = units.map(\.rawValue)
    let permissions: [BMLTiOSLibPermissions] = [.None, .Observer, .Editor, .Administrator]
    let permissionLevels: [Int] = permissions.map(\.rawValue)
    let reason: BMLTiOSLibCommunicationHandlerBadTestReasons? = BMLTiOSLibCommunicationHandlerBadTestReasons(
        rawValue: ""
    )
    let domain: BMLTiOSLibErrorDomains? = BMLTiOSLibErrorDomains(rawValue: "BMLTiOSLibErrorDomains-Permission-Error")
    let description: BMLTiOSLibErrorDescriptions? = BMLTiOSLibErrorDescriptions(rawValue: "")
    let code: BMLTiOSLibErrorCodes? = BMLTiOSLibErrorCodes(rawValue: 101_000)
    let unit: BMLTiOSLibDistanceUnits? = BMLTiOSLibDistanceUnits(rawValue: "km")
    let permission: BMLTiOSLibPermissions? = BMLTiOSLibPermissions(rawValue: 2)
    // An NSError made from them, as apps reported the library's errors.
    let error = NSError(
        domain: BMLTiOSLibErrorDomains.CommunicationError.rawValue,
        code: BMLTiOSLibErrorCodes.GeneralError.rawValue,
        userInfo: [NSLocalizedDescriptionKey: BMLTiOSLibErrorDescriptions.GeneralError.rawValue]
    )
    use(
        reasonKeys,
        domainNames,
        descriptionKeys,
        codeNumbers,
        unitNames,
        permissionLevels,
        reason,
        domain,
        description,
        code,
        unit,
        permission,
        error
    )
}

/// Equality and hashing (NSObject's: by identity), `description`, and the collections that need them.
@MainActor
func useNSObjectBehaviour(
    _ library: BMLTiOSLib,
    _ meeting: BMLTiOSLibMeetingNode,
    _ format: BMLTiOSLibFormatNode,
    _ other: BMLTiOSLibFormatNode,
    _ serviceBody: BMLTiOSLibHierarchicalServiceBodyNode,
    _ change: BMLTiOSLibChangeNode,
    _ changed: BMLTiOSLibChangedMeeting,
    _ language: BMLTiOSLibServerLang
) {
    let same: Bool = format == other
    let different: Bool = format != other
    let equal: Bool = format.isEqual(other)
    let hash: Int = format.hash
    let hashValue: Int = format.hashValue
    let identical: Bool = format === other
    let description: String = format.description
    let interpolated: String = "\(format)"
    let described: String = String(describing: format)
    // The same for every other NSObject class of the original.
    let nodesEqual: [Bool] = [
        library == library, meeting == meeting, serviceBody != serviceBody.parent, change == change,
        changed == changed, language == language, library.searchCriteria == library.searchCriteria,
        meeting.isEqual(change), serviceBody.isEqual(nil),
    ]
    let hashes: [Int] = [
        library.hash, meeting.hash, serviceBody.hash, change.hash, changed.hash, language.hash,
        library.searchCriteria.hash,
    ]
    let descriptions: [String] = [
        library.description, meeting.description, serviceBody.description, change.description, changed.description,
        language.description, library.searchCriteria.description,
    ]
    // Collections of nodes.
    let hasFormat: Bool = meeting.formats.contains(format)
    let formatIndex: Int? = library.allPossibleFormats.firstIndex(of: format)
    let serviceBodyIndex: Int? = library.serviceBodies.firstIndex(of: serviceBody)
    let canEdit: Bool = library.serviceBodiesICanEdit.contains(serviceBody)
    let formatSet: Set<BMLTiOSLibFormatNode> = [format, other]
    let meetingSet = Set<BMLTiOSLibMeetingNode>([meeting])
    let serviceBodySet = Set(library.serviceBodies)
    var selections: [BMLTiOSLibFormatNode: BMLTiOSLibSearchCriteria.SelectionState] = [:]
    selections[format] = .Selected
    var meetingsByBody: [BMLTiOSLibHierarchicalServiceBodyNode: [BMLTiOSLibMeetingNode]] = [:]
    meetingsByBody[serviceBody, default: []].append(meeting)
    let containerItemsMatch: Bool = library.searchCriteria.formats.contains { $0.item == format }
    use(
        same,
        different,
        equal,
        hash,
        hashValue,
        identical,
        description,
        interpolated,
        described,
        nodesEqual,
        hashes,
        descriptions,
        hasFormat,
        formatIndex,
        serviceBodyIndex,
        canEdit,
        formatSet,
        meetingSet,
        serviceBodySet,
        selections,
        meetingsByBody,
        containerItemsMatch
    )
}
