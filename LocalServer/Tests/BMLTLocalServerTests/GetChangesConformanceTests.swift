import BMLTTestSupport
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// bmlt-server's `src/tests/Feature/GetChangesTest.php`, ported: the same change records, requests and assertions,
/// against the local server in its default (4.2.7) mode on a fresh install. Requests are anonymous: the local server's
/// read API answers every caller as an anonymous one, so the tests that log in first (`testSensitiveFieldsVisible…`,
/// `…MaskedForDifferentServiceBody`) are not ported.
@Suite("GetChanges conformance (bmlt-server feature tests)", .hangTimeLimit)
struct GetChangesConformanceTests {
    static let path = "/client_interface/json/?switcher=GetChanges"
    /// `strtotime('2022-01-01')` and `date('g:i A, n/j/Y', …)` of `createChange`'s default date, on a UTC server.
    static let dateInt = "1640995200"
    static let dateString = "12:00 AM, 1/1/2022"

    // MARK: - Tests

    @Test func jsonp() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/jsonp/?switcher=GetChanges&callback=asdf")
            #expect(answer.status == 200)
            #expect(answer.contentType == "text/javascript; charset=utf-8")
            #expect(answer.text == "/**/asdf([]);")
        }
    }

    @Test func created() async throws {
        try await Harness.run { harness in
            let after = ["meeting_name": "after"]
            let (user, change, meeting) = try harness.seed { seed in
                let user = try seed.user()
                let (change, meeting) = try seed.meetingChange(before: nil, after: after, user: user)
                try seed.deleteUser(user)
                return (user, change, meeting)
            }
            try await Self.expectExactly(
                [
                    Self.element(
                        change: change,
                        type: "comdef_change_type_new",
                        meeting: meeting,
                        name: "after",
                        user: user,
                        userName: "",
                        details: "The meeting was created.",
                        before: nil,
                        after: Self.publicArray(meeting, after)
                    )
                ],
                harness
            )
        }
    }

    @Test func deleted() async throws {
        try await Harness.run { harness in
            let before = ["meeting_name": "after"]
            let (user, change, meeting) = try harness.seed { seed in
                let user = try seed.user()
                let (change, meeting) = try seed.meetingChange(before: before, after: nil, user: user)
                try seed.deleteUser(user)
                return (user, change, meeting)
            }
            try await Self.expectExactly(
                [
                    Self.element(
                        change: change,
                        type: "comdef_change_type_delete",
                        meeting: meeting,
                        name: "after",
                        user: user,
                        userName: "",
                        exists: false,
                        details: "The meeting was deleted.",
                        before: Self.publicArray(meeting, before),
                        after: nil
                    )
                ],
                harness
            )
        }
    }

    @Test func noUser() async throws {
        try await Harness.run { harness in
            let before = ["latitude": "1.1"]
            let after = ["latitude": "-1.1"]
            let (user, change, meeting) = try harness.seed { seed in
                let user = try seed.user()
                let (change, meeting) = try seed.meetingChange(before: before, after: after, user: user)
                try seed.deleteUser(user)
                return (user, change, meeting)
            }
            try await Self.expectExactly(
                [
                    Self.element(
                        change: change,
                        meeting: meeting,
                        user: user,
                        userName: "",
                        details: "The meeting latitude was changed from \"1.1\" to \"-1.1\".",
                        before: Self.publicArray(meeting, before),
                        after: Self.publicArray(meeting, after)
                    )
                ],
                harness
            )
        }
    }

    @Test func weekdayChanged() async throws {
        try await Harness.run { harness in
            let (user, change, meeting) = try harness.seed { seed in
                let user = try seed.user()
                let (change, meeting) = try seed.meetingChange(
                    before: ["weekday_tinyint": "0"],
                    after: ["weekday_tinyint": "1"],
                    user: user
                )
                return (user, change, meeting)
            }
            // The answer counts days from 1, as GetSearchResults does.
            try await Self.expectExactly(
                [
                    Self.element(
                        change: change,
                        meeting: meeting,
                        user: user,
                        details:
                            "The day of the week on which the meeting gathers was changed from \"Sunday\" to \"Monday\".",
                        before: Self.publicArray(meeting, ["weekday_tinyint": "1"]),
                        after: Self.publicArray(meeting, ["weekday_tinyint": "2"])
                    )
                ],
                harness
            )
        }
    }

    @Test func formatsChanged() async throws {
        try await Harness.run { harness in
            let before = ["formats": "101"]
            let after = ["formats": "101,102,103"]
            let (user, change, meeting) = try harness.seed { seed in
                for (id, key) in [(101, "X"), (102, "A"), (103, "B")] {
                    try seed.format(id, key: key, name: key, worldID: nil, type: "FC")
                }
                let user = try seed.user()
                let (change, meeting) = try seed.meetingChange(before: before, after: after, user: user)
                return (user, change, meeting)
            }
            try await Self.expectExactly(
                [
                    Self.element(
                        change: change,
                        meeting: meeting,
                        user: user,
                        details: "The meeting format was changed from \"X\" to \"A, B, X\".",
                        before: Self.publicArray(meeting, before, merging: ["formats": .array([.string("X")])]),
                        after: Self.publicArray(
                            meeting,
                            after,
                            merging: ["formats": .array([.string("A"), .string("B"), .string("X")])]
                        )
                    )
                ],
                harness
            )
        }
    }

    /// A change of one field with the PHP test's values and expected details.
    struct FieldChange: Sendable, CustomTestStringConvertible {
        var field: String
        var before: String
        var after: String
        var details: String
        /// The `meeting_name` of the answer: the name the meeting has now.
        var meetingName = ""

        var testDescription: String { "\(field): \(before) → \(after)" }
    }

    /// `testVenueTypeChanged` … `testMeetingNameChanged`: one test each in PHP, identical but for these values.
    static let fieldChanges = [
        FieldChange(
            field: "venue_type",
            before: "1",
            after: "2",
            details: "venue_type was changed from \"1\" to \"2\"."
        ),
        FieldChange(
            field: "worldid_mixed",
            before: "before",
            after: "after",
            details: "The World Committee Code was changed from \"before\" to \"after\"."
        ),
        FieldChange(
            field: "time_zone",
            before: "before",
            after: "after",
            details: "time_zone was changed from \"before\" to \"after\"."
        ),
        FieldChange(
            field: "start_time",
            before: "10:00",
            after: "11:00",
            details: "The meeting start time was changed from \"10:00\" to \"11:00\"."
        ),
        FieldChange(
            field: "duration_time",
            before: "1:00",
            after: "1:30",
            details: "The meeting duration was changed from \"1:00\" to \"1:30\"."
        ),
        FieldChange(
            field: "longitude",
            before: "1.1",
            after: "-1.1",
            details: "The meeting longitude was changed from \"1.1\" to \"-1.1\"."
        ),
        FieldChange(
            field: "latitude",
            before: "1.1",
            after: "-1.1",
            details: "The meeting latitude was changed from \"1.1\" to \"-1.1\"."
        ),
        FieldChange(field: "published", before: "0", after: "1", details: "The meeting was published."),
        FieldChange(field: "published", before: "1", after: "0", details: "The meeting was unpublished."),
        FieldChange(
            field: "meeting_name",
            before: "first",
            after: "second",
            details: "Meeting Name was changed from \"first\" to \"second\".",
            meetingName: "second"
        ),
    ]

    @Test(arguments: fieldChanges)
    func fieldChanged(_ field: FieldChange) async throws {
        try await Harness.run { harness in
            let before = [field.field: field.before]
            let after = [field.field: field.after]
            let (user, change, meeting) = try harness.seed { seed in
                let user = try seed.user()
                let (change, meeting) = try seed.meetingChange(before: before, after: after, user: user)
                return (user, change, meeting)
            }
            try await Self.expectExactly(
                [
                    Self.element(
                        change: change,
                        meeting: meeting,
                        name: field.meetingName,
                        user: user,
                        details: field.details,
                        before: Self.publicArray(meeting, before),
                        after: Self.publicArray(meeting, after)
                    )
                ],
                harness
            )
        }
    }

    @Test func serviceBodyChanged() async throws {
        try await Harness.run { harness in
            let (user, change, meeting, before, after) = try harness.seed { seed in
                let user = try seed.user()
                let before = ["service_body_bigint": String(try seed.serviceBody("before"))]
                let after = ["service_body_bigint": String(try seed.serviceBody("after"))]
                let (change, meeting) = try seed.meetingChange(before: before, after: after, user: user)
                return (user, change, meeting, before, after)
            }
            try await Self.expectExactly(
                [
                    Self.element(
                        change: change,
                        meeting: meeting,
                        user: user,
                        serviceBody: Int(after["service_body_bigint"]!)!,
                        serviceBodyName: "after",
                        details: "The meeting changed its Service Body from before to after.",
                        before: Self.publicArray(meeting, before),
                        after: Self.publicArray(meeting, after)
                    )
                ],
                harness
            )
        }
    }

    /// The public fields of `testPureDataFields*` and their prompts.
    static let publicFields = [
        ("location_text", "Location Name"), ("location_info", "Additional Location Information"),
        ("location_street", "Street Address"), ("location_city_subsection", "Borough"),
        ("location_neighborhood", "Neighborhood"), ("location_municipality", "Town"),
        ("location_sub_province", "County"),
        ("location_province", "State"), ("location_postal_code_1", "Zip Code"), ("location_nation", "Nation"),
        ("comments", "Comments"), ("train_lines", "Train Lines"), ("bus_lines", "Bus Lines"),
        ("phone_meeting_number", "Phone Meeting Dial-in Number"), ("virtual_meeting_link", "Virtual Meeting Link"),
        ("virtual_meeting_additional_info", "Virtual Meeting Additional Info"),
    ]

    /// The hidden fields of `testSensitiveDataFields*` and their prompts.
    static let hiddenFields = [
        ("contact_phone_2", "Contact 2 Phone"), ("contact_email_2", "Contact 2 Email"),
        ("contact_name_2", "Contact 2 Name"), ("contact_phone_1", "Contact 1 Phone"),
        ("contact_email_1", "Contact 1 Email"), ("contact_name_1", "Contact 1 Name"), ("admin_notes", "Admin Notes"),
    ]

    /// One data-field change of the PHP loops, each on a fresh server (the PHP test empties the tables between
    /// fields): the expected details and json_data follow from the values.
    private static func expectDataFieldChange(
        before: [String: String],
        after: [String: String],
        details: String,
        expectedBefore: (Int) -> [String: JSONValue],
        expectedAfter: (Int) -> [String: JSONValue]
    ) async throws {
        try await Harness.run { harness in
            let (user, change, meeting) = try harness.seed { seed in
                let user = try seed.user()
                let (change, meeting) = try seed.meetingChange(before: before, after: after, user: user)
                return (user, change, meeting)
            }
            try await expectExactly(
                [
                    element(
                        change: change,
                        meeting: meeting,
                        user: user,
                        details: details,
                        before: expectedBefore(meeting),
                        after: expectedAfter(meeting)
                    )
                ],
                harness
            )
        }
    }

    @Test(arguments: publicFields)
    func pureDataFieldsChanged(field: String, prompt: String) async throws {
        let before = [field: "first"]
        let after = [field: "second"]
        try await Self.expectDataFieldChange(
            before: before,
            after: after,
            details: "\(prompt) was changed from \"first\" to \"second\".",
            expectedBefore: { Self.publicArray($0, before) },
            expectedAfter: { Self.publicArray($0, after) }
        )
    }

    @Test(arguments: publicFields)
    func pureDataFieldsAdded(field: String, prompt: String) async throws {
        let after = [field: "after"]
        try await Self.expectDataFieldChange(
            before: [:],
            after: after,
            details: "\(prompt) was added as \"after\".",
            expectedBefore: { Self.publicArray($0, [:]) },
            expectedAfter: { Self.publicArray($0, after) }
        )
    }

    @Test(arguments: publicFields)
    func pureDataFieldsRemoved(field: String, prompt: String) async throws {
        let before = [field: "before"]
        try await Self.expectDataFieldChange(
            before: before,
            after: [:],
            details: "\(prompt) was changed from \"before\" to \"\".",
            expectedBefore: { Self.publicArray($0, before) },
            expectedAfter: { Self.publicArray($0, [:]) }
        )
    }

    @Test(arguments: hiddenFields)
    func sensitiveDataFieldsChanged(field: String, prompt: String) async throws {
        let before = [field: "first"]
        let after = [field: "second"]
        let masked: [String: JSONValue] = [field: .string("********")]
        try await Self.expectDataFieldChange(
            before: before,
            after: after,
            details: "\(prompt) was changed.",
            expectedBefore: { Self.publicMain($0, before).merging(masked) { _, new in new } },
            expectedAfter: { Self.publicMain($0, after).merging(masked) { _, new in new } }
        )
    }

    @Test(arguments: hiddenFields)
    func sensitiveDataFieldsAdded(field: String, prompt: String) async throws {
        let after = [field: "after"]
        try await Self.expectDataFieldChange(
            before: [:],
            after: after,
            details: "\(prompt) was changed.",
            expectedBefore: { Self.publicMain($0) },
            expectedAfter: { Self.publicMain($0, after).merging([field: .string("********")]) { _, new in new } }
        )
    }

    @Test(arguments: hiddenFields)
    func sensitiveDataFieldsRemoved(field: String, prompt: String) async throws {
        let before = [field: "before"]
        try await Self.expectDataFieldChange(
            before: before,
            after: [:],
            details: "\(prompt) was changed from \"before\" to \"\".",
            expectedBefore: { Self.publicMain($0, before).merging([field: .string("********")]) { _, new in new } },
            expectedAfter: { Self.publicMain($0) }
        )
    }

    @Test func startDateFilter() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.meetingChange(before: ["latitude": "1.1"], after: ["latitude": "-1.1"], user: seed.user())
            }
            // The change is dated 2022-01-01.
            for (date, count) in [("2022-01-01", 1), ("2021-12-31", 1), ("2022-01-02", 0)] {
                let answer = try await harness.get(Self.path + "&start_date=\(date)")
                #expect(answer.status == 200)
                #expect(answer.list.count == count, "start_date=\(date)")
            }
        }
    }

    @Test func endDateFilter() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.meetingChange(before: ["latitude": "1.1"], after: ["latitude": "-1.1"], user: seed.user())
            }
            for (date, count) in [("2022-01-01", 1), ("2022-01-02", 1), ("2021-12-31", 0)] {
                let answer = try await harness.get(Self.path + "&end_date=\(date)")
                #expect(answer.status == 200)
                #expect(answer.list.count == count, "end_date=\(date)")
            }
        }
    }

    @Test func meetingIDFilter() async throws {
        try await Harness.run { harness in
            let changes = try harness.seed { seed in
                let user = try seed.user()
                return try (0..<2).map { _ in
                    try seed.meetingChange(before: ["latitude": "1.1"], after: ["latitude": "-1.1"], user: user)
                }
            }
            for (change, meeting) in changes {
                let answer = try await harness.get(Self.path + "&meeting_id=\(meeting)")
                #expect(answer.status == 200)
                #expect(answer.objects.map { $0["change_id"] } == [.string(String(change))])
            }
            let missing = try await harness.get(Self.path + "&meeting_id=\(changes[1].meeting + 1)")
            #expect(missing.status == 200)
            #expect(missing.list.isEmpty)
        }
    }

    @Test func serviceBodyIDFilter() async throws {
        try await Harness.run { harness in
            let bodies = try harness.seed { seed in
                let user = try seed.user()
                let first = try seed.serviceBody("1")
                let second = try seed.serviceBody("1", parent: first)
                let third = try seed.serviceBody("1", parent: second)
                for body in [first, second, third] {
                    try seed.meetingChange(before: nil, after: ["service_body_bigint": String(body)], user: user)
                }
                return [first, second, third]
            }
            for (body, count) in zip(bodies, [3, 2, 1]) {
                let answer = try await harness.get(Self.path + "&service_body_id=\(body)")
                #expect(answer.status == 200)
                #expect(answer.list.count == count, "service_body_id=\(body)")
            }
        }
    }

    @Test func sensitiveFieldsMaskedWhenUnauthenticated() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                let after = [
                    "contact_name_1": "John Doe", "contact_phone_1": "555-1234", "contact_email_1": "john@example.com",
                    "contact_name_2": "Jane Smith", "contact_phone_2": "555-5678",
                    "contact_email_2": "jane@example.com",
                    "admin_notes": "Meeting may have moved", "meeting_name": "Test Meeting",
                ]
                try seed.meetingChange(before: nil, after: after, user: seed.user())
            }
            let answer = try await harness.get(Self.path)
            #expect(answer.status == 200)
            let after = try #require(answer.objects.first?["json_data"]?.object?["after"]?.object)
            for key in [
                "contact_name_1", "contact_phone_1", "contact_email_1", "contact_name_2", "contact_phone_2",
                "contact_email_2", "admin_notes",
            ] {
                #expect(after[key] == .string("********"), "\(key)")
            }
            #expect(after["meeting_name"] == .string("Test Meeting"))
        }
    }

    @Test func emptyContactFieldsNotMasked() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.meetingChange(before: nil, after: ["meeting_name": "Test Meeting"], user: seed.user())
            }
            let answer = try await harness.get(Self.path)
            #expect(answer.status == 200)
            let after = try #require(answer.objects.first?["json_data"]?.object?["after"]?.object)
            #expect(after["contact_name_1"] == nil)
            #expect(after["meeting_name"] == .string("Test Meeting"))
        }
    }

    @Test func sensitiveFieldsMaskedInBeforeObjectOnDelete() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                let before = [
                    "contact_name_1": "John Doe", "contact_phone_1": "555-1234", "contact_email_1": "john@example.com",
                    "admin_notes": "Meeting may have moved", "meeting_name": "Test Meeting",
                ]
                try seed.meetingChange(before: before, after: nil, user: seed.user())
            }
            let answer = try await harness.get(Self.path)
            #expect(answer.status == 200)
            let before = try #require(answer.objects.first?["json_data"]?.object?["before"]?.object)
            for key in ["contact_name_1", "contact_phone_1", "contact_email_1", "admin_notes"] {
                #expect(before[key] == .string("********"), "\(key)")
            }
        }
    }
}
