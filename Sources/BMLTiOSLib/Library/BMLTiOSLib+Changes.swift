@_spi(BMLTInternal) import BMLT
public import Foundation

extension BMLTiOSLib {
    // MARK: - Change records (D5)

    /// Reads change records (`GetChanges`); they arrive at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:changeListResults:)``, newest first.
    ///
    /// - Parameters:
    ///   - inFromDate: The first day (in the device's time zone), or `nil`.
    ///   - inToDate: The last day, or `nil`.
    ///   - inServiceBodyID: Only changes of meetings of this service body (and those below it).
    ///   - inMeetingID: Only changes of this meeting.
    ///   - inUserID: Only changes by this user; used only while logged in, as in the original.
    @discardableResult
    public func getAllMeetingChanges(
        fromDate inFromDate: Date?,
        toDate inToDate: Date?,
        serviceBodyID inServiceBodyID: Int?,
        meetingID inMeetingID: Int?,
        userID inUserID: Int?
    ) -> BMLTiOSLibOperation {
        let query = Self.changeQuery(inFromDate, inToDate, meetingID: inMeetingID, serviceBodyID: inServiceBodyID)
        let userID = session == nil ? nil : inUserID.flatMap { $0 > 0 ? $0 : nil }
        return perform(
            { client in try await client.changes(query).filter { userID == nil || $0.userID == userID } },
            then: { library, changes in
                library.tell(.changeListResults(library.changeNodes(changes)))
            }
        )
    }

    @discardableResult
    public func getAllMeetingChanges(
        fromDate inFromDate: Date?,
        toDate inToDate: Date?,
        serviceBodyID inServiceBodyID: Int?,
        meetingID inMeetingID: Int?
    ) -> BMLTiOSLibOperation {
        getAllMeetingChanges(
            fromDate: inFromDate,
            toDate: inToDate,
            serviceBodyID: inServiceBodyID,
            meetingID: inMeetingID,
            userID: nil
        )
    }

    @discardableResult
    public func getAllMeetingChanges(
        fromDate inFromDate: Date?,
        toDate inToDate: Date?,
        meetingID inID: Int?
    )
        -> BMLTiOSLibOperation
    {
        getAllMeetingChanges(fromDate: inFromDate, toDate: inToDate, serviceBodyID: nil, meetingID: inID)
    }

    @discardableResult
    public func getAllMeetingChanges(
        fromDate inFromDate: Date?,
        toDate inToDate: Date?,
        serviceBodyID inServiceBodyID: Int?
    )
        -> BMLTiOSLibOperation
    {
        getAllMeetingChanges(fromDate: inFromDate, toDate: inToDate, serviceBodyID: inServiceBodyID, meetingID: nil)
    }

    @discardableResult
    public func getAllMeetingChanges(fromDate inFromDate: Date?, toDate inToDate: Date?) -> BMLTiOSLibOperation {
        getAllMeetingChanges(fromDate: inFromDate, toDate: inToDate, serviceBodyID: nil, meetingID: nil)
    }

    @discardableResult
    public func getAllMeetingChanges(meetingID inID: Int) -> BMLTiOSLibOperation {
        getAllMeetingChanges(fromDate: nil, toDate: nil, serviceBodyID: nil, meetingID: inID)
    }

    @discardableResult
    public func getAllMeetingChanges(serviceBodyID inServiceBodyID: Int) -> BMLTiOSLibOperation {
        getAllMeetingChanges(fromDate: nil, toDate: nil, serviceBodyID: inServiceBodyID, meetingID: nil)
    }

    /// Reads one meeting's change records into its ``BMLTiOSLibMeetingNode/changes`` and delivers them at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:changeListResults:)``.
    @discardableResult
    public func getAllMeetingChanges(meeting inMeetingNode: BMLTiOSLibMeetingNode?) -> BMLTiOSLibOperation? {
        guard let inMeetingNode else { return nil }
        let query = ChangeQuery(meetingID: inMeetingNode.id)
        return perform(
            { client in try await client.changes(query) },
            then: { [weak inMeetingNode] library, changes in
                let nodes = library.changeNodes(changes)
                inMeetingNode?.changes = nodes
                library.tell(.changeListResults(nodes))
            }
        )
    }

    // MARK: - Deleted meetings (D6)

    /// Reads the delete records of meetings that are still deleted, one per meeting (its latest); they arrive at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:deletedChangeListResults:)``, newest first. A meeting restored already
    /// is not listed: on 3.0+ servers, where a restore creates a copy with a new id, neither is the deleted original.
    @discardableResult
    public func getDeletedMeetingChanges(
        fromDate inFromDate: Date?,
        toDate inToDate: Date?,
        serviceBodyIDs inServiceBodyIDs: [Int]?
    ) -> BMLTiOSLibOperation {
        let bodies = (inServiceBodyIDs ?? []).filter { $0 > 0 }
        let queries =
            bodies.isEmpty
            ? [Self.changeQuery(inFromDate, inToDate, meetingID: nil, serviceBodyID: nil)]
            : bodies.map { Self.changeQuery(inFromDate, inToDate, meetingID: nil, serviceBodyID: $0) }
        let restoresAsCopies = serverInformation.map { ServerCapabilities($0).administration == .restAPI } ?? false
        return perform(
            { client in
                try await withThrowingTaskGroup(of: [Deletion].self) { group in
                    for query in queries {
                        group.addTask { try await client.deletions(query, restoresAsCopies: restoresAsCopies) }
                    }
                    var latest: [Int: Change] = [:]
                    for try await deletions in group {
                        for deletion in deletions where deletion.restoredAs == nil && !deletion.record.meetingExists {
                            let change = deletion.record
                            guard let id = change.meetingID else { continue }
                            if let known = latest[id], Change.isNewer(known, change) { continue }
                            latest[id] = change
                        }
                    }
                    return Array(latest.values)
                }
            },
            then: { library, changes in
                library.tell(.deletedChangeListResults(library.changeNodes(changes)))
            }
        )
    }

    @discardableResult
    public func getDeletedMeetingChanges(
        fromDate inFromDate: Date?,
        toDate inToDate: Date?,
        serviceBodyID inServiceBodyID: Int?
    )
        -> BMLTiOSLibOperation
    {
        getDeletedMeetingChanges(fromDate: inFromDate, toDate: inToDate, serviceBodyIDs: inServiceBodyID.map { [$0] })
    }

    @discardableResult
    public func getDeletedMeetingChanges(serviceBodyID inServiceBodyID: Int?) -> BMLTiOSLibOperation {
        getDeletedMeetingChanges(fromDate: nil, toDate: nil, serviceBodyIDs: inServiceBodyID.map { [$0] })
    }

    @discardableResult
    public func getDeletedMeetingChanges(serviceBodyIDs inServiceBodyIDs: [Int]?) -> BMLTiOSLibOperation {
        getDeletedMeetingChanges(fromDate: nil, toDate: nil, serviceBodyIDs: inServiceBodyIDs)
    }

    @discardableResult
    public func getDeletedMeetingChanges() -> BMLTiOSLibOperation {
        getDeletedMeetingChanges(fromDate: nil, toDate: nil, serviceBodyIDs: nil)
    }

    // MARK: - Helpers

    /// Change nodes, newest first (by date, then by record id).
    func changeNodes(_ changes: [Change]) -> [BMLTiOSLibChangeNode] {
        changes.sorted(by: Change.isNewer).map { BMLTiOSLibChangeNode($0, inHandler: self) }
    }

    /// A query for days given as dates in the device's time zone.
    nonisolated static func changeQuery(_ from: Date?, _ to: Date?, meetingID: Int?, serviceBodyID: Int?) -> ChangeQuery
    {
        ChangeQuery(
            startDay: from.map { CalendarDay($0, in: .current) },
            endDay: to.map { CalendarDay($0, in: .current) },
            meetingID: meetingID.flatMap { $0 > 0 ? $0 : nil },
            serviceBodyID: serviceBodyID.flatMap { $0 > 0 ? $0 : nil }
        )
    }
}
