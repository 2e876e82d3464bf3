import Testing

@testable import BMLTLocalServer

/// The read API's flavour: chosen once from the mode, and holding what each server version does its own way.
@Suite("Read flavours")
struct ReadFlavourTests {
    @Test("Each mode has its server's flavour")
    func flavourOfMode() {
        #expect(LocalServer.Mode.current.readFlavour is CurrentReadFlavour)
        #expect(LocalServer.Mode.legacy.readFlavour is LegacyReadFlavour)
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
        let legacy = LegacyReadFlavour()
        #expect(legacy.membersAsWritten(members, keepsEmptyEnd: false).map(\.1) == ["1\"", "2"])
        #expect(legacy.membersAsWritten(members, keepsEmptyEnd: true).map(\.1) == ["1\"", "2,", ""])
        #expect(CurrentReadFlavour().membersAsWritten(members, keepsEmptyEnd: false).map(\.1) == ["\"1\"", "2,", ""])
    }

    @Test("2.x's data formats are folders; 4.x's one route takes any")
    func routeLayout() {
        #expect(CurrentReadFlavour().dataFormatPaths == [":dataFormat"])
        #expect(LegacyReadFlavour().dataFormatPaths.contains("jsonp"))
        #expect(!CurrentReadFlavour().hasLanguageListAndContactForm)
        #expect(LegacyReadFlavour().hasLanguageListAndContactForm)
    }
}
