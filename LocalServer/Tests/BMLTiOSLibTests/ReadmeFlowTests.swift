import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

@testable import BMLTiOSLib

/// The flows of the original library's README, end to end, against a local server as a 4.x and as a 2.16.6 server.
@Suite("BMLTiOSLib: the original README's flows", .timeLimit(.minutes(5)))
@MainActor
struct ReadmeFlowTests {
    typealias Harness = LibraryHarness

    @Test("Search by text and location, then look at a meeting's fields", arguments: LocalServer.Mode.allCases)
    func searchAndRead(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            let criteria = try #require(library.searchCriteria)
            criteria.searchString = "Hicksville"
            criteria.specificFieldFilter = []
            await criteria.performMeetingSearch(.MeetingsOnly)?.finish()
            guard case .meetings(let found) = delegate.take().last else {
                Issue.record("No meetings")
                return
            }
            let hopeful = try #require(found.first { $0.id == Harness.nassauMeeting })
            #expect(hopeful.name == "Hopeful In Hicksville")
            #expect(hopeful.locationTown == "Hicksville")
            #expect(hopeful.serviceBody?.id == Harness.nassau)
            #expect(!hopeful.formats.isEmpty)
            #expect(hopeful.keys.prefix(3) == ["id_bigint", "service_body_bigint", "weekday_tinyint"])
            #expect(Array(hopeful).map(\.key) == hopeful.keys)
            #expect(hopeful.nextStartDate > Date())
            #expect(hopeful.description.contains("Hopeful In Hicksville"))

            // A geographic search around the meeting: the nearest 5 meetings, with distances.
            criteria.clearAll()
            criteria.searchLocation = hopeful.locationCoords
            criteria.searchRadius = -5
            await criteria.performMeetingSearch(.MeetingsOnly)?.finish()
            guard case .meetings(let near) = delegate.take().last else {
                Issue.record("No meetings")
                return
            }
            #expect(near.count >= 5)
            // (2.x servers give a meeting at the very centre 1 km, a quirk of their distance code.)
            #expect(near.contains { $0.id == Harness.nassauMeeting })
            #expect(near.allSatisfy { $0.rawMeeting["distance_in_miles"] != nil })

            // A field filter returns just those fields.
            criteria.clearAll()
            criteria.weekdays[.Tuesday] = .Selected
            criteria.specificFieldFilter = ["meeting_name", "weekday_tinyint"]
            await criteria.performMeetingSearch(.MeetingsOnly)?.finish()
            guard case .meetings(let names) = delegate.take().last else {
                Issue.record("No meetings")
                return
            }
            #expect(!names.isEmpty)
            #expect(names.allSatisfy { Set($0.keys) == ["meeting_name", "weekday_tinyint"] && $0.weekdayIndex == 3 })
        }
    }

    @Test("Log in, edit a meeting, see the change in its history, and revert it", arguments: LocalServer.Mode.allCases)
    func editAndRevert(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            let meeting = try await Harness.editableNassauMeeting(library, delegate)
            let original = meeting.rawMeeting
            let formats = meeting.formatsAsCSVList
            meeting.rawMeeting["location_info"] = "Room 2"
            meeting.published = true
            #expect(meeting.valueChanged("location_info"))
            meeting.restoreToOriginal()
            #expect(!meeting.isDirty)
            #expect(meeting.rawMeeting == original)

            meeting.locationInfo = "Room 2"
            await meeting.saveChanges()?.finish()
            #expect(delegate.take().map(\.name) == ["changeComplete"])

            // The README's "better change record": revert the live meeting to before the change, and save.
            await meeting.getChanges()?.finish()
            #expect(delegate.take().map(\.name) == ["changes"])
            let change = try #require(meeting.changes?.first)
            #expect(meeting.revertMeetingToBeforeThisChange(change))
            #expect(meeting.isDirty)
            #expect(meeting.locationInfo != "Room 2")
            await meeting.saveChanges()?.finish()
            #expect(delegate.take().map(\.name) == ["changeComplete"])
            let reread = try #require(await delegate.meetings([Harness.nassauMeeting], searchedBy: library).first)
            #expect(reread.locationInfo == (original["location_info"] ?? ""))
            #expect(reread.formatsAsCSVList == formats)

            // The change record's own before-object, saved, writes the before-values back too.
            await meeting.getChanges()?.finish()
            _ = delegate.take()
            let latest = try #require(meeting.changes?.first)
            #expect(latest.revertMeetingToBeforeThisChange())
            let before = try #require(latest.beforeObject as? BMLTiOSLibEditableMeetingNode)
            #expect(before.isDirty)
            await before.saveChanges()?.finish()
            #expect(delegate.take().map(\.name) == ["changeComplete"])
            let again = try #require(await delegate.meetings([Harness.nassauMeeting], searchedBy: library).first)
            #expect(again.locationInfo == "Room 2")
            // 4.x's change records give formats as keys alone: saving one keeps the meeting's formats.
            #expect(again.formatsAsCSVList == formats)
        }
    }

    @Test("Delete a meeting, find it among the deleted, restore it, copy it", arguments: LocalServer.Mode.allCases)
    func deleteRestoreAndCopy(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            await library.deleteMeeting(Harness.nassauMeeting).finish()
            #expect(delegate.take().map(\.name) == ["deleted(true)"])
            await library.getDeletedMeetingChanges(
                fromDate: Date().addingTimeInterval(-86400),
                toDate: Date(),
                serviceBodyIDs: nil
            )
            .finish()
            guard case .deletedChanges(let deleted) = delegate.take().first,
                let record = deleted.first(where: { $0.meeting_id == Harness.nassauMeeting })
            else {
                Issue.record("The deleted meeting is not listed")
                return
            }
            #expect(record.saveMeetingToBeforeThisChange())
            await library.finishOperations()
            let events = delegate.take()
            #expect(events.map(\.name) == ["newMeeting"])
            guard case .newMeeting(let restored) = events.first else { return }
            #expect(restored.name == "Hopeful In Hicksville")
            if mode == .legacy { #expect(restored.id == Harness.nassauMeeting) } else { #expect(restored.id > 0) }

            await library.saveMeetingAsCopy(restored).finish()
            guard case .newMeeting(let copy) = delegate.take().first else {
                Issue.record("No copy")
                return
            }
            #expect(copy.id != restored.id)
            #expect(copy.name == restored.name)
            #expect(!copy.published)
        }
    }

    @Test(
        "Operations run side by side; cancelling one keeps the login and the others",
        arguments: LocalServer.Mode.allCases
    )
    func concurrentAndCancelled(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            let first = library.getMeetingsObjectsByID([Harness.nassauMeeting], searchType: .MeetingsOnly)
            let cancelled = library.getAllMeetingChanges(serviceBodyID: Harness.nassau)
            let third = library.getAllUsedFormats()
            cancelled.cancel()
            await first.finish()
            await third.finish()
            await library.finishOperations()
            #expect(cancelled.isCancelled)
            let names = delegate.take().map(\.name)
            #expect(names.filter { $0 == "formats" }.count == 2)
            #expect(names.filter { $0 == "meetings" }.count == 2)
            #expect(!names.contains("changes"))
            #expect(!names.contains("error"))
            #expect(library.isAdminLoggedIn)
            let meeting = await delegate.meetings([Harness.nassauMeeting], searchedBy: library).first
            #expect(meeting?.isEditable == true)
        }
    }
}
