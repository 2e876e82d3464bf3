public import BMLTiOSLib
import Foundation
import Testing

/// Every way an app edits a meeting through ``BMLTiOSLibEditableMeetingNode``, one at a time: each edit is saved,
/// the meeting read again, and every field compared with the meeting before the edit. Only the fields the edit
/// names may differ, and they must read back as the app set them.
@MainActor
public enum EditableNodeEdits {
    /// One edit: what the app does, and the fields it changes.
    public struct Edit: Sendable, CustomStringConvertible {
        public let description: String
        public let fields: Set<String>
        public let apply: @MainActor @Sendable (BMLTiOSLibEditableMeetingNode) -> Void
    }

    /// The edits, each of a field of "Hopeful In Hicksville" (meeting 188) to a value it does not have.
    public static let all: [Edit] = [
        Edit(description: "name", fields: ["meeting_name"]) { $0.name = "Hope & Recovery = 1+1" },
        Edit(description: "worldID", fields: ["worldid_mixed"]) { $0.worldID = "G00000001" },
        Edit(description: "locationName", fields: ["location_text"]) { $0.locationName = "The Hall" },
        Edit(description: "locationStreetAddress", fields: ["location_street"]) {
            $0.locationStreetAddress = "1 Main Street"
        },
        Edit(description: "locationBorough", fields: ["location_city_subsection"]) { $0.locationBorough = "East" },
        Edit(description: "locationNeighborhood", fields: ["location_neighborhood"]) {
            $0.locationNeighborhood = "Old Town"
        },
        Edit(description: "locationTown", fields: ["location_municipality"]) { $0.locationTown = "Jericho" },
        Edit(description: "locationCounty", fields: ["location_sub_province"]) { $0.locationCounty = "Suffolk" },
        Edit(description: "locationZip", fields: ["location_postal_code_1"]) { $0.locationZip = "11753" },
        Edit(description: "locationNation", fields: ["location_nation"]) { $0.locationNation = "US" },
        Edit(description: "locationInfo", fields: ["location_info"]) { $0.locationInfo = "Side door, 2nd floor" },
        Edit(description: "comments", fields: ["comments"]) { $0.comments = "Coffee + cake" },
        Edit(description: "meetingPhoneNumber", fields: ["phone_meeting_number"]) {
            $0.meetingPhoneNumber = "+1 516 555 0100"
        },
        Edit(description: "virtualMeetingAdditionalInfo", fields: ["virtual_meeting_additional_info"]) {
            $0.virtualMeetingAdditionalInfo = "Code 1234"
        },
        Edit(description: "weekdayIndex", fields: ["weekday_tinyint"]) { $0.weekdayIndex = 6 },
        Edit(description: "timeString", fields: ["start_time"]) { $0.timeString = "19:30" },
        Edit(description: "durationInMinutes", fields: ["duration_time"]) { $0.durationInMinutes = 75 },
        Edit(description: "durationString", fields: ["duration_time"]) { $0.durationString = "2:00" },
        Edit(description: "startTimeAndDay", fields: ["weekday_tinyint", "start_time"]) {
            $0.startTimeAndDay = DateComponents(hour: 7, minute: 15, weekday: 1)
        },
        Edit(description: "locationCoords", fields: ["latitude", "longitude"]) {
            $0.locationCoords = CLLocationCoordinate2D(latitude: 40.75, longitude: -73.5)
        },
        Edit(description: "addFormat", fields: ["formats", "format_shared_id_list"]) { meeting in
            meeting.formatsAsCSVList = meeting.formatsAsCSVList + ",WC"
        },
        Edit(description: "removeFormat", fields: ["formats", "format_shared_id_list"]) { meeting in
            if let first = meeting.formats.first { meeting.removeFormat(first) }
        },
    ]

    /// Runs every edit in turn on meeting `id`: reads it through `library`, applies the edit, saves it (one
    /// `changeComplete` callback), reads it again, and records an issue for every field that changed without being
    /// edited, or that does not read back as set. (`published` is left out: the read API does not show an unpublished
    /// meeting.)
    public static func checkAll(meeting id: Int, of library: BMLTiOSLib, _ delegate: RecordingDelegate) async {
        let read = { await delegate.meetings([id], searchedBy: library).first }
        for edit in all {
            guard let meeting = await read() as? BMLTiOSLibEditableMeetingNode else {
                Issue.record("\(edit): the meeting could not be read for editing")
                return
            }
            let before = meeting.rawMeeting
            edit.apply(meeting)
            let intended = meeting.rawMeeting
            #expect(meeting.isDirty, "\(edit): the edit changed nothing")
            await meeting.saveChanges()?.finish()
            #expect(delegate.take().map(\.name) == ["changeComplete"], "\(edit)")
            guard let after = await read()?.rawMeeting else {
                Issue.record("\(edit): the meeting could not be read again")
                return
            }
            for key in Set(before.keys).union(after.keys) where !edit.fields.contains(key) {
                #expect(
                    before[key] == after[key],
                    "\(edit) changed \(key): \(before[key] ?? "-") → \(after[key] ?? "-")"
                )
            }
            for key in edit.fields where key != "format_shared_id_list" {
                #expect(
                    same(key, intended[key], after[key]),
                    "\(edit): \(key) was set to \(intended[key] ?? "-") but reads \(after[key] ?? "-")"
                )
            }
        }
    }

    /// Whether a value reads back as set: formats in any order, times with or without seconds, numbers as numbers.
    private static func same(_ key: String, _ set: String?, _ read: String?) -> Bool {
        let (set, read) = (set ?? "", read ?? "")
        switch key {
        case "formats": return Set(set.split(separator: ",")) == Set(read.split(separator: ","))
        case "start_time", "duration_time": return set.prefix(5) == read.prefix(5)
        case "latitude", "longitude": return Double(set) == Double(read)
        default: return set == read
        }
    }
}
