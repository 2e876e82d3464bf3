import BMLTFixtures
import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// The specialised search-results parser must give exactly what the generic decoder gives, or step aside.
@Suite("Search results parser", .hangTimeLimit)
struct SearchResultsParserTests {
    /// What the generic decoder makes of a body: meetings, or nil when it throws.
    private func generic(_ bytes: [UInt8]) -> [Meeting]? {
        guard let value = try? JSONParser.parse(bytes) else { return nil }
        return try? Meeting.readAPIList(value)
    }

    private func fast(_ bytes: [UInt8]) -> [Meeting]? {
        bytes.withUnsafeBufferPointer { JSONParser.meetingList($0) }
    }

    /// The fast parser agrees with the generic one wherever it answers, and answers every list of objects.
    private func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = generic(bytes)
        let actual = fast(bytes)
        if let actual {
            #expect(actual == expected, sourceLocation: sourceLocation)
        } else if let expected, let value = try? JSONParser.parse(bytes), case .array(let elements) = value {
            #expect(
                !elements.allSatisfy { $0.object != nil },
                "the fast parser stepped aside from a plain list of \(expected.count) meetings",
                sourceLocation: sourceLocation
            )
        }
    }

    @Test(arguments: Fixtures.recordings.filter { $0.url.query?.contains("GetSearchResults") == true }.map(\.file))
    func recordedAnswersDecodeTheSame(file: String) throws {
        let bytes = Array(try Fixtures.data(file))
        expectAgreement(bytes)
        if let value = try? JSONParser.parse(bytes), case .array(let elements) = value, !elements.isEmpty {
            #expect(fast(bytes)?.count == elements.count)
        }
    }

    /// The parser's own mapping from keys to properties agrees with the field table's, for every stock data field.
    @Test(arguments: Meeting.stockDataKeys)
    func eachDataFieldLandsWhereTheFieldTableSays(key: String) throws {
        // Contacts are kept as the non-empty ones in order: a second contact needs a first.
        let first = key.hasSuffix("_2") ? #","contact_name_1":"First""# : ""
        let json = #"[{"id_bigint":"1","\#(key)":"value of \#(key)"\#(first)}]"#
        for meetings in [fast(Array(json.utf8)), generic(Array(json.utf8))] {
            let meeting = try #require(meetings?.first)
            #expect(meeting[dataField: key] == "value of \(key)")
            #expect(meeting.customFields.isEmpty)
            var written = Meeting(id: 1, serviceBodyID: 0, name: "")
            if !first.isEmpty { written[dataField: "contact_name_1"] = "First" }
            written[dataField: key] = "value of \(key)"
            #expect(written.readAPIFields[key] == "value of \(key)")
        }
    }

    @Test func aPromptRepeatedInTheDataGoesWhole() throws {
        // Data moved from 2.x to 4.x can hold the prompt twice; 2.x shows hidden fields to editors with two prefixes.
        let json =
            #"[{"id_bigint":"1","train_lines":"Train Lines#@-@#Train Lines#@-@#A train","bus_lines":"observer_only#@-@#Bus Lines#@-@# M100"}]"#
        for meetings in [fast(Array(json.utf8)), generic(Array(json.utf8))] {
            let meeting = try #require(meetings?.first)
            #expect(meeting.trainLines == "A train" && meeting.busLines == "M100")
        }
    }

    @Test(arguments: [
        #"[]"#,
        " \u{FEFF}[ ] ",
        #"{}"#,
        #"[{}]"#,
        #"[{"id_bigint":"1","meeting_name":"A"},{"id_bigint":2,"weekday_tinyint":3,"published":0}]"#,
        #"[{"id_bigint":"1","zone":"North","custom":{"nested":[1,2]},"x\u0041":"escaped key"}]"#,
        #"[{"id_bigint":"1","meeting_name":"Prompt#@-@#Real name","location_text":" Hall "}]"#,
        #"[{"id_bigint":"1","id_bigint":"2","distance_in_km":"1.5","distance_in_miles":""}]"#,
        #"[{"id_bigint":"1","formats":["O","C"],"format_shared_id_list":"17, 4,x"}]"#,
        #"[{"meeting_name":"Caf\u00e9 \ud83d\ude00 \/ \"q\"","latitude":"40.5","longitude":-73.25}]"#,
        #"[{"contact_name_2":"B","contact_phone_1":"555","start_time":"1:00:00","duration_time":"24:00:00"}]"#,
        #"[{"id_bigint":null,"venue_type":"2","time_zone":"America/New_York","published":"yes"}]"#,
        #"[1,{"id_bigint":"1"}]"#,
        #"[{"id_bigint":"1"},"x"]"#,
        #"{"id_bigint":"7","meeting_name":"Single"}"#,
        #"{"meetings":[{"id_bigint":"1"}],"formats":[]}"#,
        #"[{"id_bigint":"1"}"#,
        #"[{"id_bigint":"1"}]x"#,
        #"[{"id_bigint":"1",}]"#,
        #"[{"id_bigint" "1"}]"#,
        "[{\"meeting_name\":\"tab\tinside\"}]",
        "[{\"meeting_name\":\"\u{00A0}padded\u{2003}\"}]",
    ])
    func edgeCasesDecodeTheSame(json: String) {
        expectAgreement(Array(json.utf8))
    }

    /// A `get_used_formats` answer: the specialised parser's meetings and formats are the generic decoder's, or it
    /// steps aside; it answers the recorded one.
    private func expectSearchResultsAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = (try? JSONParser.parse(bytes)).flatMap { try? SearchResults.readAPI($0) }
        guard let fast = bytes.withUnsafeBufferPointer({ JSONParser.meetingsAndFormats($0) }) else { return }
        let actual = try? SearchResults(meetings: fast.meetings, formats: fast.formats.map(Format.readAPIList) ?? [])
        #expect(actual == expected, sourceLocation: sourceLocation)
    }

    @Test func aRecordedAnswerWithItsFormatsDecodesTheSame() throws {
        let bytes = Array(try Fixtures.data("030_GetSearchResults_get_used_formats.json"))
        let fast = try #require(bytes.withUnsafeBufferPointer { JSONParser.meetingsAndFormats($0) })
        #expect(!fast.meetings.isEmpty)
        expectSearchResultsAgreement(bytes)
        let response = TransportResponse(status: 200, body: Data(bytes))
        #expect(try SearchResults.readAPI(response, url: nil) == SearchResults.readAPI(JSONParser.parse(bytes)))
        for end in stride(from: 0, to: bytes.count, by: 7) {
            expectSearchResultsAgreement(Array(bytes[..<end]))
        }
    }

    @Test(arguments: [
        #"{"meetings":[{"id_bigint":"1"}],"formats":[]}"#,
        #"{"formats":[{"key_string":"O","id":"1","name_string":"Open"}],"meetings":[{"id_bigint":"2"}]}"#,
        #"{"meetings":[{"id_bigint":"1"}],"meetings":[{"id_bigint":"2"}],"formats":[],"formats":"x"}"#,
        #"{"meetin\u0067s":[{"id_bigint":"3"}],"other":{"a":[1,{"b":null}]}}"#,
        #"{"meetings":{},"formats":[]}"#,
        #"{"meetings":null}"#,
        #"{"meetings":[1]}"#,
        #"{"meetings":[{"id_bigint":"1"}],"formats":"x"}"#,
        #"{"meetings":[{"id_bigint":"1"}],"formats":{}}"#,
        #"{"meetings":[{"id_bigint":"1"}]"#,
        #"{"meetings":[{"id_bigint":"1"}]} x"#,
        " \u{FEFF}{ } ",
        "[]",
    ])
    func answersWithFormatsDecodeTheSame(json: String) {
        expectSearchResultsAgreement(Array(json.utf8))
    }

    @Test func everyTruncationOfAnAnswerAgrees() throws {
        let bytes = Array(try Fixtures.data("028_GetSearchResults_page_size_1.json"))
        for end in 0..<bytes.count {
            expectAgreement(Array(bytes[..<end]))
        }
    }

    /// A bounded, seeded mutation run: byte flips, insertions and deletions of JSON punctuation.
    @Test func mutatedAnswersAgree() throws {
        let original = Array(try Fixtures.data("011_GetSearchResults_weekdays_2.json").prefix(4000))
        let cut = original.lastIndex(of: UInt8(ascii: "}")).map { original[...$0] + [UInt8(ascii: "]")] }
        let seed = Array(cut ?? [])
        let alphabet = Array(#"{}[]",:\0-9eE+.tfnu#@ é"#.utf8)
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<3000 {
            var bytes = seed
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let position = Int(random.next() % UInt64(bytes.count))
                let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
                switch random.next() % 3 {
                case 0: bytes[position] = byte
                case 1: bytes.insert(byte, at: position)
                default: bytes.remove(at: position)
                }
            }
            expectAgreement(bytes)
        }
    }

    @Test func publicDecoderReportsTypedErrors() throws {
        #expect(try Meeting.list(fromSearchResults: Data("{}".utf8)).isEmpty)
        #expect(try Meeting.list(fromSearchResults: Data(#"[{"id_bigint":"5"}]"#.utf8)).map(\.id) == [5])
        #expect { try Meeting.list(fromSearchResults: Data("[{".utf8)) } throws: {
            ($0 as? BMLTError)?.code == .invalidJSON
        }
        #expect { try Meeting.list(fromSearchResults: Data("<html>".utf8)) } throws: {
            ($0 as? BMLTError)?.code == .unexpectedContent
        }
        #expect { try Meeting.list(fromSearchResults: Data("[1]".utf8)) } throws: {
            ($0 as? BMLTError)?.code == .unexpectedShape
        }
    }
}
