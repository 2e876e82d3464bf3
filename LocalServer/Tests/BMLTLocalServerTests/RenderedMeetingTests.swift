import NIOConcurrencyHelpers
import Testing

@testable import BMLTLocalServer

/// Anonymous searches of whole meetings write each meeting from members rendered once per snapshot; those bytes must
/// be the ones the flavour writes member by member.
@Suite("Meetings rendered once per snapshot")
struct RenderedMeetingTests {
    @Test(
        "Each sample meeting is written from its rendering as it is member by member",
        arguments: LocalServer.Mode.allCases
    )
    func sameAsMemberByMember(mode: LocalServer.Mode) async throws {
        let store = try await LocalStore.open(StoreOpening(mode: mode))
        let catalog = try await store.catalog()
        let language = catalog.settings.language
        let formatsByID = catalog.formatsByID(language: language)
        // An address ending in a comma and a quote: 2.x trims them where it is a row's last value.
        for address in ["http://127.0.0.1:8000/main_server", "http://127.0.0.1:8000/main_server,\""] {
            let context = RenderContext(
                catalog: catalog,
                flavour: mode.interface.flavour,
                rootServerURI: address,
                viewer: .anonymous
            )
            #expect(context.writesRendered(language: language, selection: nil))
            let templates = context.templates
            for (index, meeting) in catalog.meetings.enumerated() {
                let hit =
                    index.isMultiple(of: 2)
                    ? MeetingSearch.Hit(meeting: meeting)
                    : MeetingSearch.Hit(meeting: meeting, distanceInMiles: Double(index) / 7, distanceInKilometers: 1.5)
                // The second time reads what the first rendered.
                for _ in 0..<2 {
                    var rendered = JSONWriter()
                    context.writeRendered(
                        hit,
                        formatsByID: formatsByID,
                        templates: templates,
                        by: context.renderer,
                        to: &rendered
                    )
                    var memberByMember = JSONWriter()
                    context.writeObject(
                        context.members(hit, formatsByID: formatsByID, templates: templates, selection: nil),
                        to: &memberByMember
                    )
                    #expect(
                        String(decoding: rendered.bytes, as: UTF8.self)
                            == String(decoding: memberByMember.bytes, as: UTF8.self),
                        "meeting \(meeting.id)"
                    )
                }
            }
        }
    }

    @Test("A render context that keeps no renderings writes the same bytes and leaves the snapshot's as they were")
    func keepsNothingWhenTold() async throws {
        let store = try await LocalStore.open(StoreOpening(mode: .legacy))
        let catalog = try await store.catalog()
        let formatsByID = catalog.formatsByID(language: catalog.settings.language)
        var context = RenderContext(
            catalog: catalog,
            flavour: LocalServer.Mode.legacy.interface.flavour,
            rootServerURI: "http://127.0.0.1:8000/main_server",
            viewer: .anonymous
        )
        let hit = MeetingSearch.Hit(meeting: try #require(catalog.meetings.first))
        var written: [[UInt8]] = []
        for keeps in [false, true] {
            context.keepsRenderings = keeps
            var writer = JSONWriter()
            context.writeRendered(
                hit,
                formatsByID: formatsByID,
                templates: context.templates,
                by: context.renderer,
                to: &writer
            )
            written.append(writer.bytes)
            #expect(catalog.renderedMeetings.withLockedValue { $0.count } == (keeps ? 1 : 0))
        }
        #expect(written[0] == written[1])
    }
}
