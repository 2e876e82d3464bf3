import BMLTiOSLib
import Foundation

// BMLTiOSLib, the facade: the initialiser, every property with the original's type, the lookups, searches,
// change-history calls and administration calls with the original's labels and argument types. Methods that return a
// value are also taken as function values of the original's type. (An IUO result is written `?` in a function type,
// where `!` is not allowed; it is the same type. The function values are `@MainActor`, as the library is.)

/// Creating a library, as the original's test app did.
@MainActor
func makeLibrary(_ delegate: BMLTiOSLibDelegate) -> BMLTiOSLib {
    let uri: String = "https://example.org/main_server"
    let library: BMLTiOSLib = BMLTiOSLib(inRootServerURI: uri, inDelegate: delegate)
    let initializer: @MainActor (String, BMLTiOSLibDelegate) -> BMLTiOSLib =
        BMLTiOSLib.init(inRootServerURI:inDelegate:)
    use(initializer)
    return library
}

/// Every property of the library, with the original's type.
@MainActor
func useLibraryProperties(_ library: BMLTiOSLib) {
    let searchCriteria: BMLTiOSLibSearchCriteria! = library.searchCriteria
    let distanceUnits: BMLTiOSLibDistanceUnits = library.distanceUnits
    let distanceUnitsString: String = library.distanceUnitsString
    let availableMeetingValueKeys: [String] = library.availableMeetingValueKeys
    let emailMeetingContactsEnabled: Bool = library.emailMeetingContactsEnabled
    let emailServiceBodyAdminsEnabled: Bool = library.emailServiceBodyAdminsEnabled
    let changeDepth: Int = library.changeDepth
    let googleAPIKey: String = library.googleAPIKey
    let delegate: BMLTiOSLibDelegate! = library.delegate
    let rootServerURI: String = library.rootServerURI
    let isConnected: Bool = library.isConnected
    let errorString: String! = library.errorString
    let isAdminLoggedIn: Bool = library.isAdminLoggedIn
    let versionAsString: String = library.versionAsString
    let versionAsInt: Int = library.versionAsInt
    let isAdminAvailable: Bool = library.isAdminAvailable
    let defaultLocation: CLLocationCoordinate2D = library.defaultLocation
    let serviceBodies: [BMLTiOSLibHierarchicalServiceBodyNode] = library.serviceBodies
    let serviceBodiesICanObserve: [BMLTiOSLibHierarchicalServiceBodyNode] = library.serviceBodiesICanObserve
    let serviceBodiesICanEdit: [BMLTiOSLibHierarchicalServiceBodyNode] = library.serviceBodiesICanEdit
    let serviceBodiesICanAdminister: [BMLTiOSLibHierarchicalServiceBodyNode] = library.serviceBodiesICanAdminister
    let hierarchicalServiceBodies: BMLTiOSLibHierarchicalServiceBodyNode = library.hierarchicalServiceBodies
    let allPossibleFormats: [BMLTiOSLibFormatNode] = library.allPossibleFormats
    let availableServerLanguages: [BMLTiOSLibServerLang] = library.availableServerLanguages
    use(
        searchCriteria,
        distanceUnits,
        distanceUnitsString,
        availableMeetingValueKeys,
        emailMeetingContactsEnabled,
        emailServiceBodyAdminsEnabled,
        changeDepth,
        googleAPIKey,
        delegate,
        rootServerURI,
        isConnected,
        errorString,
        isAdminLoggedIn,
        versionAsString,
        versionAsInt,
        isAdminAvailable,
        defaultLocation.latitude,
        serviceBodies,
        serviceBodiesICanObserve,
        serviceBodiesICanEdit,
        serviceBodiesICanAdminister,
        hierarchicalServiceBodies,
        allPossibleFormats,
        availableServerLanguages
    )
    // As the original's test app read them: IUO strings into String parameters, and formats sorted by IUO keys.
    let message: String = library.errorString
    let sorted = library.allPossibleFormats.sorted(by: { $0.key < $1.key })
    for format in sorted {
        use(format.key! + " (" + String(format.id) + ") " + format.name! + "\n", message)
    }
}

/// The lookups and the storage call.
@MainActor
func useLibraryLookups(_ library: BMLTiOSLib) {
    let serviceBody: BMLTiOSLibHierarchicalServiceBodyNode! = library.getServiceBodyByID(1)
    let formatByID: BMLTiOSLibFormatNode! = library.getFormatByID(17)
    let formatByKey: BMLTiOSLibFormatNode! = library.getFormatByKey("O")
    let getServiceBodyByID: @MainActor (Int) -> BMLTiOSLibHierarchicalServiceBodyNode? = library.getServiceBodyByID
    let getFormatByID: @MainActor (Int) -> BMLTiOSLibFormatNode? = library.getFormatByID
    let getFormatByKey: @MainActor (String) -> BMLTiOSLibFormatNode? = library.getFormatByKey
    let permissions: BMLTiOSLibPermissions = library.permissions(forServiceBody: library.hierarchicalServiceBodies)
    let permissionsFunction: @MainActor (BMLTiOSLibHierarchicalServiceBodyNode) -> BMLTiOSLibPermissions =
        library.permissions(forServiceBody:)
    use(
        serviceBody,
        formatByID,
        formatByKey,
        getServiceBodyByID(2),
        getFormatByID(3),
        getFormatByKey("C"),
        permissions,
        permissionsFunction(serviceBody)
    )
    library.clearStorage()
}

/// The searches, with and without their default argument.
@MainActor
func useLibrarySearches(_ library: BMLTiOSLib) {
    let extent: BMLTiOSLibSearchCriteria.SearchCriteriaExtent = .MeetingsOnly
    let ids: [Int] = [1, 2, 3]
    library.getAllUsedFormats()
    library.performMeetingSearch()
    library.performMeetingSearch(extent)
    library.performMeetingSearch(.BothMeetingsAndFormats)
    library.getMeetingsObjectsByID(ids)
    library.getMeetingsObjectsByID(ids, searchType: extent)
    library.getMeetingsObjectsByID([4], searchType: .FormatsOnly)
}

/// Every change-history call, with arguments of the original's types.
@MainActor
func useLibraryChanges(_ library: BMLTiOSLib, meeting: BMLTiOSLibMeetingNode) {
    let from: Date? = Date(timeIntervalSinceNow: -86_400 * 30)
    let to: Date? = Date()
    let serviceBodyIDs: [Int]? = [1, 2]
    let serviceBodyID: Int? = 1
    let meetingID: Int? = 42
    let userID: Int? = 3
    let someMeeting: BMLTiOSLibMeetingNode? = meeting
    library.getDeletedMeetingChanges(fromDate: from, toDate: to, serviceBodyIDs: serviceBodyIDs)
    library.getDeletedMeetingChanges(fromDate: from, toDate: to, serviceBodyID: serviceBodyID)
    library.getDeletedMeetingChanges(serviceBodyID: serviceBodyID)
    library.getDeletedMeetingChanges(serviceBodyIDs: serviceBodyIDs)
    library.getDeletedMeetingChanges()
    library.getAllMeetingChanges(
        fromDate: from,
        toDate: to,
        serviceBodyID: serviceBodyID,
        meetingID: meetingID,
        userID: userID
    )
    library.getAllMeetingChanges(fromDate: from, toDate: to, serviceBodyID: serviceBodyID, meetingID: meetingID)
    library.getAllMeetingChanges(fromDate: from, toDate: to, meetingID: meetingID)
    library.getAllMeetingChanges(fromDate: from, toDate: to, serviceBodyID: serviceBodyID)
    library.getAllMeetingChanges(fromDate: from, toDate: to)
    library.getAllMeetingChanges(meetingID: 42)
    library.getAllMeetingChanges(meeting: someMeeting)
    library.getAllMeetingChanges(meeting: meeting)
    library.getAllMeetingChanges(serviceBodyID: 1)
    // nil for every optional argument, as the original allowed.
    library.getDeletedMeetingChanges(fromDate: nil, toDate: nil, serviceBodyIDs: nil)
    library.getDeletedMeetingChanges(fromDate: nil, toDate: nil, serviceBodyID: nil)
    library.getAllMeetingChanges(fromDate: nil, toDate: nil, serviceBodyID: nil, meetingID: nil, userID: nil)
    library.getAllMeetingChanges(meeting: nil)
}

/// Every administration call, with the original's labels and results.
@MainActor
func useLibraryAdministration(_ library: BMLTiOSLib, meeting: BMLTiOSLibEditableMeetingNode) {
    let loginDispatched: Bool = library.adminLogin(loginID: "admin", password: "secret")
    let logoutDispatched: Bool = library.adminLogout()
    let adminLogin: @MainActor (String, String) -> Bool = library.adminLogin(loginID:password:)
    let adminLogout: @MainActor () -> Bool = library.adminLogout
    library.saveMeetingChanges(meeting)
    let rolledBack: Bool = library.rollbackMeeting(42, toBeforeChange: 7)
    let rollbackMeeting: @MainActor (Int, Int) -> Bool = library.rollbackMeeting(_:toBeforeChange:)
    library.saveMeetingAsCopy(meeting)
    library.deleteMeeting(42)
    let restored: Bool = library.restoreDeletedMeeting(42)
    let restoreDeletedMeeting: @MainActor (Int) -> Bool = library.restoreDeletedMeeting
    // The Bool results could be ignored (the original did not mark them discardable, so apps wrote `_ =`).
    _ = library.adminLogin(loginID: "admin", password: "secret")
    _ = library.rollbackMeeting(42, toBeforeChange: 7)
    use(
        loginDispatched,
        logoutDispatched,
        adminLogin("a", "b"),
        adminLogout(),
        rolledBack,
        rollbackMeeting(1, 2),
        restored,
        restoreDeletedMeeting(1)
    )
}
