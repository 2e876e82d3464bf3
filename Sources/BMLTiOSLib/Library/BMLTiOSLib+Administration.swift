@_spi(BMLTInternal) import BMLT

extension BMLTiOSLib {
    // MARK: - Login (D7)

    /// Whether an administrator is logged in.
    public var isAdminLoggedIn: Bool { session != nil }

    /// Logs in (through the REST API on 3.0+ servers, `json.php` on 2.x servers, in a POST body either way) and
    /// reads the user's permissions; the outcome arrives at ``BMLTiOSLibDelegate/bmltLibInstance(_:loginChangedTo:)``
    /// (a failure first at ``BMLTiOSLibDelegate/bmltLibInstance(_:errorOccurred:)``).
    ///
    /// - Returns: `false` when the library is not connected or the server cannot be administered; `true` otherwise.
    @discardableResult
    public func adminLogin(loginID inLoginID: String, password inPassword: String) -> Bool {
        guard isConnected, isAdminAvailable else { return false }
        if session != nil {
            perform({ _ in }, then: { library, _ in library.loginChanged(true) })
            return true
        }
        perform(
            { client in
                let session = try await client.login(username: inLoginID, password: inPassword)
                return (session, try await session.permissions())
            },
            then: { library, login in
                library.loggedIn(login.0, permissions: login.1)
                library.loginChanged(true)
            },
            failed: { library, _ in library.loginChanged(false) }
        )
        return true
    }

    /// Logs out; ``BMLTiOSLibDelegate/bmltLibInstance(_:loginChangedTo:)`` follows with `false`. The library forgets
    /// the login even when the server cannot be reached.
    ///
    /// - Returns: `false` when the library is not connected.
    @discardableResult
    public func adminLogout() -> Bool {
        guard isConnected else { return false }
        let session = self.session
        loggedIn(nil, permissions: AdminPermissions())
        perform(
            { _ in try await session?.logout() },
            then: { library, _ in library.loginChanged(false) },
            failed: { library, _ in library.loginChanged(false) }
        )
        return true
    }

    private func loginChanged(_ isLoggedIn: Bool) {
        tell(.loginChangedTo(isLoggedIn))
    }

    /// The session to write with, or the error a write without login gets.
    private func writingSession() -> Result<AdminSession, BMLTError> {
        guard let session else {
            return .failure(BMLTError(code: .unauthorized, reason: "Log in first (adminLogin(loginID:password:))."))
        }
        return .success(session)
    }

    // MARK: - Saving (D8, D10)

    /// Saves a meeting's changes: only the changed fields of an existing meeting (the changed fields arrive at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:adminMeetingChangeComplete:)``), or a new meeting, which then carries
    /// its new id (and arrives at ``BMLTiOSLibDelegate/bmltLibInstance(_:newMeetingAdded:)``).
    ///
    /// The meeting stays changed until the server confirms the save, so a failed save can be tried again.
    @discardableResult
    public func saveMeetingChanges(_ inMeetingObject: BMLTiOSLibEditableMeetingNode) -> BMLTiOSLibOperation {
        let session = writingSession()
        let sent = inMeetingObject.fields
        let original = inMeetingObject.originalFields
        let changedKeys = inMeetingObject.changedKeys
        let isNew = inMeetingObject.id == 0
        return perform(
            { _ in
                let session = try session.get()
                if isNew { return try await session.createMeeting(Meeting(readAPIFields: sent)) }
                var edit = MeetingEdit(Meeting(readAPIFields: original))
                edit.meeting = Meeting(readAPIFields: sent)
                return try await session.save(edit, force: true)
            },
            then: { [weak inMeetingObject] library, stored in
                let storedFields = stored.readAPIFields
                inMeetingObject?.saved(storedFields, sent: sent)
                if isNew {
                    library.tell(
                        .newMeetingAdded(inMeetingObject ?? library.editableNode(for: stored))
                    )
                    return
                }
                let changes = library.changedFields(changedKeys, from: original, to: storedFields)
                library.tell(
                    .adminMeetingChangeComplete(BMLTiOSLibChangedMeeting(meetingID: stored.id, meetingChanges: changes))
                )
            }
        )
    }

    /// The old and new value of each field that a save changed, formats in shared-id order as change records list
    /// them; a field whose value is the same before and after (formats in any order), and what the server derives
    /// (``BMLTiOSLibMeetingNode/derivedKeys``), are left out.
    func changedFields(
        _ keys: [String],
        from old: [String: String],
        to new: [String: String]
    ) -> [String: [String]] {
        var changes: [String: [String]] = [:]
        for key in keys where !BMLTiOSLibMeetingNode.derivedKeys.contains(key) {
            var values = [old[key] ?? "", new[key] ?? ""]
            if key == ReadAPIMeetingField.formats.rawValue { values = values.map(formatsInRecordOrder) }
            if values[0] != values[1] { changes[key] = values }
        }
        return changes
    }

    /// A comma list of format keys ordered by the formats' shared ids (keys the server does not list last).
    private func formatsInRecordOrder(_ list: String) -> String {
        let keys = BMLTiOSLibMeetingNode.keys(inList: list)
        let order = { (key: String) in self.getFormatByKey(key)?.id ?? Int.max }
        return keys.enumerated().sorted { (order($0.element), $0.offset) < (order($1.element), $1.offset) }
            .map(\.element).joined(separator: ",")
    }

    /// Saves a copy of a meeting as a new, unpublished meeting; it arrives at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:newMeetingAdded:)``.
    @discardableResult
    public func saveMeetingAsCopy(_ inMeetingObject: BMLTiOSLibEditableMeetingNode) -> BMLTiOSLibOperation {
        let session = writingSession()
        var copy = inMeetingObject.fields
        copy[.id] = "0"
        copy[.published] = "0"
        // A 2.x server cannot store a venue type through its administration interface.
        if versionAsInt < 3_000_000 { copy[.venueType] = nil }
        let fields = copy
        return perform(
            { _ in try await session.get().createMeeting(Meeting(readAPIFields: fields)) },
            then: { library, stored in
                library.tell(.newMeetingAdded(library.editableNode(for: stored)))
            }
        )
    }

    // MARK: - Deleting, restoring, rolling back (D8, D9, D11)

    /// Deletes a meeting; the outcome arrives at ``BMLTiOSLibDelegate/bmltLibInstance(_:deleteMeetingSuccessful:)``
    /// (a failure first at ``BMLTiOSLibDelegate/bmltLibInstance(_:errorOccurred:)``).
    @discardableResult
    public func deleteMeeting(_ inMeetingID: Int) -> BMLTiOSLibOperation {
        let session = writingSession()
        return perform(
            { _ in try await session.get().deleteMeeting(id: inMeetingID) },
            then: { library, _ in library.tell(.deleteMeetingSuccessful(true)) },
            failed: { library, _ in library.tell(.deleteMeetingSuccessful(false)) }
        )
    }

    /// Brings a deleted meeting back; it arrives at ``BMLTiOSLibDelegate/bmltLibInstance(_:newMeetingAdded:)``.
    ///
    /// 2.x servers restore it with its id. 3.0+ servers have no restore: the meeting is created again from its
    /// delete record, with a new id (see `AdminSession.restoreDeletedMeeting(id:)`).
    ///
    /// - Returns: `false` for an id below 1.
    @discardableResult
    public func restoreDeletedMeeting(_ inMeetingID: Int) -> Bool {
        guard inMeetingID > 0 else { return false }
        let session = writingSession()
        perform(
            { _ in try await session.get().restoreDeletedMeeting(id: inMeetingID) },
            then: { library, stored in
                library.tell(.newMeetingAdded(library.editableNode(for: stored)))
            }
        )
        return true
    }

    /// Puts a meeting back as it was before one of its changes; it arrives at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:meetingRolledback:)``.
    ///
    /// - Returns: `false` for a meeting id below 1.
    @discardableResult
    public func rollbackMeeting(_ inMeetingID: Int, toBeforeChange inChangeID: Int) -> Bool {
        guard inMeetingID > 0 else { return false }
        let session = writingSession()
        perform(
            { _ in try await session.get().rollback(meetingID: inMeetingID, toBefore: inChangeID) },
            then: { library, stored in
                library.tell(.meetingRolledback(library.editableNode(for: stored)))
            }
        )
        return true
    }

    // MARK: - Messages (D12)

    /// Sends a message to a meeting's contact through the server (2.x servers with email contact on); the outcome
    /// arrives at ``BMLTiOSLibDelegate/bmltLibInstance(_:sendMessageSuccessful:)``. On other servers the error
    /// callback gets `BMLTError` `.unsupported` first.
    @discardableResult
    func sendMessageToMeetingContact(
        meeting: BMLTiOSLibMeetingNode,
        fromAddress: String,
        messageBody: String
    ) -> BMLTiOSLibOperation {
        let meetingID = meeting.id
        let serviceBodyID = meeting.serviceBodyId
        return perform(
            { client in
                try await client.sendMessageToMeetingContact(
                    meetingID: meetingID,
                    serviceBodyID: serviceBodyID,
                    fromAddress: fromAddress,
                    message: messageBody
                )
            },
            then: { library, _ in library.tell(.sendMessageSuccessful(true)) },
            failed: { library, _ in library.tell(.sendMessageSuccessful(false)) }
        )
    }
}
