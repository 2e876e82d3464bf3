@_spi(BMLTInternal) import BMLT
import Foundation

/// `GetSearchResults` as 2.16.6 answers it: in `csv/`, CSV rows of every column, which the JSON answers are made of
/// (`TranslateToJSON`), with what that step loses.
struct LegacySearchRules: SearchRules {
    func hits(_ catalog: Catalog, parameters: RequestParameters) throws -> [MeetingSearch.Hit] {
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

    /// The CSV rows the JSON answers are made of, with every column.
    func csv(_ api: ReadAPI, parameters: RequestParameters) -> LocalResponse {
        let catalog = api.catalog
        let hits: [MeetingSearch.Hit]
        do {
            hits = try self.hits(catalog, parameters: parameters)
        } catch {
            return ReadAnswers.legacy.serverError
        }
        guard !hits.isEmpty else { return .text("", contentType: "text/csv; charset=UTF-8") }
        let formatsByID = catalog.formatsByID(language: parameters.string("lang_enum") ?? catalog.settings.language)
        var context = api.renderContext
        context.requestedLanguage = parameters.string("lang_enum")
        let templates = context.templates
        var lines: [String] = []
        for hit in hits {
            var members = context.members(hit, formatsByID: formatsByID, templates: templates, selection: nil)
            // A CSV line has every column: a meeting without formats has an empty format list.
            if !members.contains(where: { $0.0 == "format_shared_id_list" }) {
                members.append(("format_shared_id_list", ""))
            }
            if lines.isEmpty { lines.append(members.map { CSVText.quoted($0.0) }.joined(separator: ",")) }
            lines.append(members.map { CSVText.quoted($0.1) }.joined(separator: ","))
        }
        return LocalResponse(
            status: 200,
            contentType: "text/csv; charset=UTF-8",
            body: Array((lines.joined(separator: "\n") + "\n").utf8)
        )
    }
}
