/// `GetChanges` as a 4.x server answers it.
struct CurrentChangeRules: ChangeRules {
    /// Laravel's validation errors.
    func refusal(_ errors: [(field: String, messages: [String])]) -> LocalResponse { .validation(errors) }

    func newestFirst(_ changes: [Catalog.ChangeRecord]) -> [Catalog.ChangeRecord] {
        changes.sorted { ($0.date, $0.id) > ($1.date, $1.id) }
    }

    /// 4.x names the meeting as it is now.
    func writeMembers(of change: ChangeFeed.Change, to writer: inout JSONWriter, lastServiceBodyName: inout String) {
        let record = change.record
        let name = [record.beforeID, record.afterID].lazy.compactMap { $0 }.compactMap {
            change.catalog.meeting(id: $0)?.data["meeting_name"]
        }.first
        writer.member("meeting_name", name ?? "")
        writer.member("user_id", record.userID.map(String.init) ?? "")
        writer.member("user_name", change.userName ?? "")
        writer.member("service_body_id", String(record.serviceBodyID))
        writer.member("service_body_name", change.serviceBodyName ?? "")
        writer.member("meeting_exists", change.after != nil ? "1" : "0")
        writer.member(
            "details",
            ChangeDetails.describe(
                type: record.type,
                before: change.before,
                after: change.after,
                catalog: change.catalog
            )
        )
    }
}
