import Testing

@testable import BMLTLocalServer

/// The interface and its read API's flavour: chosen once from the mode, and holding what each server version does its
/// own way.
@Suite("Interfaces and read flavours")
struct ReadFlavourTests {
    @Test("Each mode has its server's interface, and the interface its version's rules for every switcher")
    func interfaceOfMode() {
        #expect(LocalServer.Mode.current.interface is CurrentInterface)
        #expect(LocalServer.Mode.legacy.interface is LegacyInterface)
        let current = LocalServer.Mode.current.interface.flavour
        #expect(current.search is CurrentSearchRules)
        #expect(current.formats is CurrentFormatRules)
        #expect(current.serviceBodies is CurrentServiceBodyRules)
        #expect(current.fieldValues is CurrentFieldValueRules)
        #expect(current.changes is CurrentChangeRules)
        #expect(current.serverInfo is CurrentServerInfoRules)
        #expect(current.naws is CurrentNAWSRules)
        #expect(current.renderer is CurrentRenderer)
        #expect(current.served is OwnData)
        let legacy = LocalServer.Mode.legacy.interface.flavour
        #expect(legacy.search is LegacySearchRules)
        #expect(legacy.formats is LegacyFormatRules)
        #expect(legacy.serviceBodies is LegacyServiceBodyRules)
        #expect(legacy.fieldValues is LegacyFieldValueRules)
        #expect(legacy.changes is LegacyChangeRules)
        #expect(legacy.serverInfo is LegacyServerInfoRules)
        #expect(legacy.naws is LegacyNAWSRules)
        #expect(legacy.renderer is LegacyRenderer)
        #expect(legacy.served is OwnData)
        #expect(LocalServer.Mode.current.interface.restAdministrationPath == "api/v1")
        #expect(LocalServer.Mode.legacy.interface.restAdministrationPath == nil)
    }

    @Test("An aggregator's flavour is 4.x's, with the root servers' data in every rule that reads it")
    func aggregatorFlavour() {
        let flavour = ReadFlavour.current(served: AggregatedData(maximumGeographicWidthKilometers: 1000))
        #expect((flavour.search as? CurrentSearchRules)?.served is AggregatedData)
        #expect((flavour.formats as? CurrentFormatRules)?.served is AggregatedData)
        #expect((flavour.serviceBodies as? CurrentServiceBodyRules)?.served is AggregatedData)
        #expect((flavour.serverInfo as? CurrentServerInfoRules)?.served is AggregatedData)
        #expect(flavour.served is AggregatedData)
        #expect(flavour.renderer is CurrentRenderer)
    }

    @Test("An empty list is [] on 4.x and {} on 2.x, each with its server's JSON type")
    func emptyLists() {
        let current = ReadAnswers.current.emptyListAnswer
        #expect(current.body == Array("[]".utf8))
        #expect(current.contentType == "application/json")
        let legacy = ReadAnswers.legacy.emptyListAnswer
        #expect(legacy.body == Array("{}".utf8))
        #expect(legacy.contentType == "application/json; charset=UTF-8")
    }

    @Test("2.x's CSV-to-JSON step loses trailing empty values, unless data_field_key cut the row; 4.x keeps them")
    func trailingEmptyValues() {
        let members = [("a", "\"1\""), ("b", "2,"), ("c", "")]
        let legacy = LegacyRenderer()
        #expect(legacy.membersAsWritten(members, keepsEmptyEnd: false).map(\.1) == ["1\"", "2"])
        #expect(legacy.membersAsWritten(members, keepsEmptyEnd: true).map(\.1) == ["1\"", "2,", ""])
        let current = CurrentRenderer(trailingMainKeys: [])
        #expect(current.membersAsWritten(members, keepsEmptyEnd: false).map(\.1) == ["\"1\"", "2,", ""])
    }

    @Test("2.x's data formats are folders, beside GetLangs.php and contact.php; 4.x's one route takes any format")
    func routeLayout() async throws {
        try await Harness.run(mode: .legacy) { harness in
            for path in ["jsonp/?switcher=GetFormats", "json/GetLangs.php", "contact.php", "serverInfo.xml"] {
                let answer = try await harness.get("/client_interface/" + path)
                #expect(answer.status == 200, "\(path)")
            }
            let tsml = try await harness.get("/client_interface/tsml/?switcher=GetSearchResults")
            #expect(tsml.status == 404)
        }
        try await Harness.run(mode: .current) { harness in
            for path in ["tsml/?switcher=GetSearchResults", "jsonp/?switcher=GetFormats", "serverInfo.xml"] {
                let answer = try await harness.get("/client_interface/" + path)
                #expect(answer.status == 200, "\(path)")
            }
            // 4.x has no GetLangs.php: a path no route has is its administration web app.
            let languages = try await harness.get("/client_interface/json/GetLangs.php")
            #expect(languages.contentType?.hasPrefix("text/html") == true)
        }
    }
}
