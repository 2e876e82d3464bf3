import BMLT

extension AdminSession {
    /// Runs `body`, which acts on meeting `id`; when the server has no such meeting for this user, says why: the
    /// meeting is deleted (and how to bring it back), or there is none this user may edit.
    nonisolated func explainingMissingMeeting<Value: Sendable>(
        _ id: Int,
        _ body: () async throws -> Value
    ) async throws -> Value {
        do {
            return try await body()
        } catch let error as BMLTError where error.code == .notFound {
            if try await deletedMeetings().contains(where: { $0.meetingID == id }) {
                throw ErrorReport.Failure(
                    "Meeting \(id) is deleted: bmlt admin restore \(id) brings it back (bmlt admin deleted lists "
                        + "the deleted meetings)."
                )
            }
            throw ErrorReport.Failure("There is no meeting \(id) that this user may edit.")
        }
    }

    /// Refuses service body ids the server does not have, naming them, before a request that would be refused with
    /// the server's words ("The selected sb id is invalid.") or answered with nothing.
    nonisolated func checkServiceBodies(_ ids: [Int], option: String) async throws {
        guard !ids.isEmpty else { return }
        let known = Set(try await client.serviceBodies().map(\.id))
        if let unknown = ids.first(where: { !known.contains($0) }) {
            throw AdminOutput.usageError(
                "\(option): the server has no service body \(unknown) (see bmlt service-bodies)."
            )
        }
    }
}
