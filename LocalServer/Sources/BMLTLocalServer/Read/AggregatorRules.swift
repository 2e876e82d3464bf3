/// What bmlt-server does differently in aggregator mode (`aggregator_mode_enabled`) on the read API, beyond the
/// `root_server_id` of each meeting, format and service body: asked of the flavour as `$isAggregatorMode` is asked in
/// bmlt-server's `SwitcherController`.
struct AggregatorRules: Sendable, Hashable {
    /// `aggregator_max_geo_width_km`: the widest search radius.
    var maximumGeographicWidthKilometers: Double
}

extension ReadFlavour {
    /// Not an aggregator, unless the flavour says so.
    var aggregator: AggregatorRules? { nil }
}

/// A search an aggregator answers with `[]` before looking at meetings (`new JsonResponse([])`), whatever the answer's
/// shape would have been (`get_formats_only` and `get_used_formats` too).
struct EmptySearchAnswer: Error {}

extension ReadAPI {
    /// The `root_server_ids` of GetFormats and GetServiceBodies (`ensure_integer_array`: a scalar or a list, each
    /// `intval`; positive ones included, negative ones excluded), or nothing outside aggregator mode.
    func rootServerFilter(_ parameters: RequestParameters) -> (include: Set<Int>?, exclude: Set<Int>) {
        guard flavour.aggregator != nil else { return (nil, []) }
        let ids = parameters.integers("root_server_ids", splitsCommas: false)
        let include = Set(ids.filter { $0 > 0 })
        return (include.isEmpty ? nil : include, Set(ids.filter { $0 < 0 }.map { -$0 }))
    }

    /// Whether a row of a root server passes `root_server_ids` (SQL's `IN` and `NOT IN`: a row of none passes
    /// neither).
    func passes(_ rootServerID: Int?, _ filter: (include: Set<Int>?, exclude: Set<Int>)) -> Bool {
        if let include = filter.include, !include.contains(rootServerID ?? 0) { return false }
        if !filter.exclude.isEmpty, rootServerID == nil || filter.exclude.contains(rootServerID ?? 0) { return false }
        return true
    }
}
