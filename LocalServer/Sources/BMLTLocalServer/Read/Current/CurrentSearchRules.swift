/// `GetSearchResults` as a 4.x server answers it.
struct CurrentSearchRules: SearchRules {
    /// The server's own data, or in aggregator mode its root servers' (``AggregatedData``).
    let served: any ServedData

    func hits(_ catalog: Catalog, parameters: RequestParameters) throws -> [MeetingSearch.Hit] {
        switch MeetingSearch(catalog: catalog, parameters: parameters, served: served).run() {
        case .empty: return try served.answerToEmptySearch()
        case .hits(let hits): return hits
        case .serverError: throw MeetingSearch.Failure()
        }
    }

    func writesEmptyRows(selection: Set<String>?, parameters: RequestParameters) -> Bool { false }

    /// In database order.
    func usedFormats(
        _ hits: [MeetingSearch.Hit],
        catalog: Catalog,
        formatsByID: [Int: Catalog.Format],
        language: String
    ) -> [Catalog.Format]? {
        let used = Set(hits.flatMap(\.meeting.formatIDs))
        return catalog.formats.filter { $0.language == language && used.contains($0.sharedID) }
    }
}
