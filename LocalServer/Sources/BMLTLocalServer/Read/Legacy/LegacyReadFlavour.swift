@_spi(BMLTInternal) import BMLT
import Foundation

/// The read API as a 2.16.6 server answers it: PHP files in data-format folders, whose JSON answers are CSV rows
/// turned into JSON (`TranslateToJSON`), with what that step loses.
struct LegacyReadFlavour: ReadFlavour {
    // MARK: Errors

    var serverError: LocalResponse { .text("", status: 500) }

    // MARK: Answers

    let jsonContentType = "application/json; charset=UTF-8"
    let emptyList = "{}"

    // MARK: GetSearchResults

    func search(_ catalog: Catalog, parameters: RequestParameters) throws -> [MeetingSearch.Hit] {
        try LegacyMeetingSearch(catalog: catalog, parameters: parameters).run()
    }

    /// 2.16.6 keeps the CSV's columns whose key was asked for: with none, each row is one empty column.
    func writesEmptyRows(selection: Set<String>?, parameters: RequestParameters) -> Bool {
        selection == nil && PHPText.isTruthy(parameters.string("data_field_key"))
    }

    /// In order of first use; `nil` (an empty object) where csv.php finds none of the meetings' formats in the
    /// language.
    func usedFormats(
        _ hits: [MeetingSearch.Hit],
        catalog: Catalog,
        formatsByID: [Int: Catalog.Format],
        language: String
    ) -> [Catalog.Format]? {
        var seen = Set<Int>()
        var result: [Catalog.Format] = []
        for hit in hits {
            for id in RenderContext.formatFields(hit.meeting, formatsByID: formatsByID).orderedIDs
            where seen.insert(id).inserted {
                if let format = formatsByID[id] { result.append(format) }
            }
        }
        if result.isEmpty, hits.contains(where: { !$0.meeting.formatIDs.isEmpty }) { return nil }
        return result
    }

    // MARK: Rendering

    let renderer: any VersionRenderer = LegacyRenderer()

    // MARK: GetServerInfo

    let version = LocalServer.legacyVersion
    let languageCodes = "en,de,dk,es,fa,fr,it,pl,pt,ru,sv"

    /// Whether the contact form is on.
    func writeContactFormMembers(_ emailContact: LocalServer.EmailContact, to writer: inout JSONWriter) {
        writer.member("emailEnabled", emailContact.isEnabled ? "1" : "0")
        writer.member("emailIncludesServiceBodies", emailContact.includesServiceBodyContacts ? "1" : "0")
    }

    func writeInstallationMembers(_ settings: Settings, to writer: inout JSONWriter) {
        writer.member("dbVersion", "21")
        writer.member("dbPrefix", "na")
        writer.member("meeting_time_zones_enabled", "0")
        writer.member("phpVersion", LocalServer.phpVersion)
    }

    // MARK: GetNAWSDump

    /// `intval($_GET['sb_id'])`; nothing at all for a body that is not there.
    func nawsServiceBody(_ idText: String?, catalog: Catalog) -> NAWSDump.Subject {
        guard let found = catalog.serviceBody(id: PHPText.intval(idText ?? "")) else {
            return .answer(.text("", contentType: "text/csv; charset=UTF-8"))
        }
        return .body(found)
    }

    let nawsRules = NAWSDump.Rules(
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
