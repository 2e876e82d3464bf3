/// `GetNAWSDump` as 2.16.6 answers it.
struct LegacyNAWSRules: NAWSRules {
    /// `intval($_GET['sb_id'])`; nothing at all for a body that is not there.
    func subject(_ idText: String?, catalog: Catalog) -> NAWSDump.Subject {
        guard let found = catalog.serviceBody(id: PHPText.intval(idText ?? "")) else {
            return .answer(.text("", contentType: "text/csv; charset=UTF-8"))
        }
        return .body(found)
    }

    let export = NAWSDump.Rules(
        keepsBodiesWithWorldIDOnly: true,
        comparesIDsAsText: true,
        quotesEveryValue: true,
        contentType: "text/csv; charset=UTF-8",
        endsWithLineFeed: false,
        trimsValues: true,
        ordersFormatsBySharedID: true,
        closedStatus: .otherThanDefault,
        roomSeparator: ","
    )
}
