import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

@testable import BMLTiOSLib

/// An edit changes exactly what the app changed: reverting to a change record's state and saving, a new meeting made
/// from a 1.5 app's values, and the change lines a save reports. The same flows run against the real servers in
/// `BMLTConformanceTests`.
@Suite("BMLTiOSLib: edits change only what was edited", .hangTimeLimit)
@MainActor
struct EditFidelityTests {
    typealias Harness = LibraryHarness

    @Test("Revert to before a change and save: only the reverted fields change", arguments: LocalServer.Mode.allCases)
    func revertAndSave(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            let meeting = try await Harness.editableNassauMeeting(library, delegate)
            let original = meeting.rawMeeting
            meeting.name = "Renamed"
            meeting.formatsAsCSVList = "O,WC"
            await meeting.saveChanges()?.finish()
            #expect(delegate.take().map(\.name) == ["changeComplete"])

            let live = try await Harness.editableNassauMeeting(library, delegate)
            await live.getChanges()?.finish()
            _ = delegate.take()
            #expect(live.revertMeetingToBeforeThisChange(try #require(live.changes?.first)))
            #expect(Set(live.formatsAsCSVList.split(separator: ",")) == Set(original["formats"]!.split(separator: ",")))
            await live.saveChanges()?.finish()
            let saved = delegate.take()
            #expect(saved.map(\.name) == ["changeComplete"])
            if case .changeComplete(let changed?) = saved.first {
                #expect(Set(changed.meetingChanges.keys) == ["meeting_name", "formats"])
                #expect(changed.meetingChanges.values.allSatisfy { $0[0] != $0[1] })
                // Formats in shared-id order, as change records list them.
                let order = { (list: String) in
                    list.split(separator: ",").map { library.getFormatByKey(String($0))!.id! }
                }
                #expect(
                    changed.meetingChanges["formats"].map { $0.map(order).allSatisfy { $0 == $0.sorted() } } == true
                )
            }
            let reverted = try await Harness.editableNassauMeeting(library, delegate)
            #expect(reverted.rawMeeting == original)
        }
    }

    @Test("A new meeting from values without a venue type gets the one its formats and links imply")
    func newMeetingWithoutVenueType() async throws {
        try await Harness.withLibrary(.current) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            let values = [
                "meeting_name": "Online Hope", "service_body_bigint": String(Harness.nassau), "weekday_tinyint": "2",
                "start_time": "20:00:00", "duration_time": "01:00:00", "formats": "O", "latitude": "40.7685",
                "longitude": "-73.5251", "virtual_meeting_link": "https://example.org/online-hope",
            ]
            let meeting = BMLTiOSLibEditableMeetingNode(values, inHandler: library)
            await meeting.saveChanges()?.finish()
            #expect(delegate.take().map(\.name) == ["newMeeting"])
            #expect(meeting.id > 0 && meeting["venue_type"] == "2")

            // The template for a new meeting leaves the venue type to the same rule; an app may still set one.
            let template = BMLTiOSLibEditableMeetingNode([:], inHandler: library)
            #expect(template["venue_type"] == nil)
        }
    }
}

extension EditFidelityTests {
    @Test("Each edit of an editable meeting changes its own fields and no other", arguments: LocalServer.Mode.allCases)
    func eachEditChangesItsOwnFields(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            await EditableNodeEdits.checkAll(meeting: Harness.nassauMeeting, of: library, delegate)
        }
    }
}
