import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Meeting venues")
struct MeetingVenueTests {
    private static func meeting(_ venueType: VenueType?, formats: [String] = [], phone: String? = nil) -> Meeting {
        Meeting(
            id: 1,
            serviceBodyID: 1,
            venueType: venueType,
            formatKeys: formats,
            name: "Test",
            phoneMeetingNumber: phone
        )
    }

    /// bmlt-server's legacy migration 21, which gives upgraded 2.x meetings their venue type.
    @Test(arguments: [
        ([String](), VenueType?.some(.inPerson)), (["O", "D"], .inPerson), (["HY"], .hybrid), (["O", "HY"], .hybrid),
        (["VM"], .virtual), (["VM", "TC"], .virtual), (["TC"], nil), (["VM", "HY"], nil), (["TC", "HY"], nil),
    ])
    func impliedByTheFormatsAsTheServersUpgradeDoes(formats: [String], expected: VenueType?) {
        #expect(VenueType.implied(byFormatKeys: formats) == expected)
    }

    /// A meeting made by code written for 2.x: its formats decide as the upgrade does, and where they say nothing
    /// (or leave it open), its virtual link or phone and its street.
    @Test(arguments: [
        ([String](), false, false, VenueType.inPerson), ([], true, false, .virtual), ([], true, true, .hybrid),
        (["O"], false, true, .inPerson), (["VM"], false, true, .virtual), (["HY"], false, false, .hybrid),
        (["VM", "HY"], true, true, .hybrid), (["TC"], false, true, .inPerson), (["TC"], true, false, .virtual),
    ])
    func impliedForAMeetingWithoutOne(formats: [String], online: Bool, street: Bool, expected: VenueType) {
        var meeting = Self.meeting(nil, formats: formats, phone: online ? "+1 555 0100" : nil)
        meeting.location.street = street ? "1 Main Street" : nil
        #expect(VenueType.implied(for: meeting) == expected)
    }

    @Test func theVenueComesFromTheVenueTypeNotTheFormats() {
        let inPerson = Self.meeting(.inPerson, formats: ["VM", "HY"])
        #expect(inPerson.meetsInPerson && !inPerson.meetsVirtually)
        let virtual = Self.meeting(.virtual)
        #expect(!virtual.meetsInPerson && virtual.meetsVirtually && !virtual.isTemporarilyVirtual)
        let hybrid = Self.meeting(.hybrid)
        #expect(hybrid.meetsInPerson && hybrid.meetsVirtually)
        let unknown = Self.meeting(nil, formats: ["VM"])
        #expect(!unknown.meetsInPerson && !unknown.meetsVirtually)
    }

    @Test func temporarilyClosedAndVirtual() {
        let movedOnline = Self.meeting(.virtual, formats: ["O", "TC"])
        #expect(movedOnline.isTemporarilyVirtual && movedOnline.isTemporarilyClosed && !movedOnline.meetsInPerson)
        let closed = Self.meeting(.inPerson, formats: ["TC"])
        #expect(closed.isTemporarilyClosed && !closed.isTemporarilyVirtual && closed.meetsInPerson)
    }

    @Test func theDialInNumberAsATelURL() {
        #expect(
            Self.meeting(.virtual, phone: "+1 (646) 558-8656,,123456#").phoneMeetingURL?.absoluteString
                == "tel:+16465588656,,123456%23"
        )
        #expect(Self.meeting(.virtual, phone: "call the office").phoneMeetingURL == nil)
        #expect(Self.meeting(.virtual).phoneMeetingURL == nil)
    }
}
