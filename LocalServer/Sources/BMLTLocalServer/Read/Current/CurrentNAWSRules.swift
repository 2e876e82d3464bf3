/// `GetNAWSDump` as a 4.x server answers it.
struct CurrentNAWSRules: NAWSRules {
    /// Laravel's validation of `sb_id`.
    func subject(_ idText: String?, catalog: Catalog) -> NAWSDump.Subject {
        guard let idText else {
            return .answer(.validation([("sb_id", ["The sb id field is required."])]))
        }
        guard let id = Int(idText) else {
            return .answer(.validation([("sb_id", ["The sb id must be an integer."])]))
        }
        guard let found = catalog.serviceBody(id: id) else {
            return .answer(.validation([("sb_id", ["The selected sb id is invalid."])]))
        }
        return .body(found)
    }

    let export = NAWSDump.Rules(
        keepsBodiesWithWorldIDOnly: false,
        comparesIDsAsText: false,
        quotesEveryValue: false,
        // The controller returns the text without a type, which Laravel sends as HTML.
        contentType: "text/html; charset=utf-8",
        endsWithLineFeed: true,
        trimsValues: false,
        ordersFormatsBySharedID: false,
        closedStatus: .closedFirst,
        roomSeparator: ", "
    )
}
