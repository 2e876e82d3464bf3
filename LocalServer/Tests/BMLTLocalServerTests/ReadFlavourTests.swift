import Testing

@testable import BMLTLocalServer

/// The interface and its read API's flavour: chosen once from the mode, and holding what each server version does its
/// own way.
@Suite("Interfaces and read flavours")
struct ReadFlavourTests {
    @Test("Each mode has its server's interface, and the interface its flavour")
    func interfaceOfMode() {
        #expect(LocalServer.Mode.current.interface is CurrentInterface)
        #expect(LocalServer.Mode.legacy.interface is LegacyInterface)
        #expect(LocalServer.Mode.current.interface.flavour is CurrentReadFlavour)
        #expect(LocalServer.Mode.legacy.interface.flavour is LegacyReadFlavour)
        #expect(LocalServer.Mode.current.interface.flavour.renderer is CurrentRenderer)
        #expect(LocalServer.Mode.legacy.interface.flavour.renderer is LegacyRenderer)
        #expect(LocalServer.Mode.current.interface.restAdministrationPath == "api/v1")
        #expect(LocalServer.Mode.legacy.interface.restAdministrationPath == nil)
    }

    @Test("An empty list is [] on 4.x and {} on 2.x, each with its server's JSON type")
    func emptyLists() {
        let current = CurrentReadFlavour().emptyListAnswer
        #expect(current.body == Array("[]".utf8))
        #expect(current.contentType == "application/json")
        let legacy = LegacyReadFlavour().emptyListAnswer
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
