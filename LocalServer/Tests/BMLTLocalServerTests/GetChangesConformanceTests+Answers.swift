import BMLTTestSupport
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// The answers `GetChangesTest.php` expects, as its helpers build them.
extension GetChangesConformanceTests {
    /// The JSON with every object's members sorted by key: `assertExactJson` ignores the order of keys.
    static func canonical(_ value: JSONValue?) -> JSONValue? {
        switch value {
        case .object(let object)?:
            return .object(
                JSONObject(
                    object.members.sorted { $0.key < $1.key }.map { (key: $0.key, value: canonical($0.value)!) }
                )
            )
        case .array(let elements)?: return .array(elements.map { canonical($0)! })
        default: return value
        }
    }

    /// `getMainValuesPublicArray($meeting, $values)`: the non-empty main values and the meeting id, as strings.
    static func publicMain(_ meeting: Int, _ values: [String: String] = [:]) -> [String: JSONValue] {
        var result: [String: JSONValue] = ["id_bigint": .string(String(meeting))]
        for (key, fallback) in Seed.changeMainDefaults {
            if let value = values[key] ?? fallback, !value.isEmpty { result[key] = .string(value) }
        }
        return result
    }

    /// `collect(getMainValuesPublicArray($meeting, $values))->merge($values)`.
    static func publicArray(
        _ meeting: Int,
        _ values: [String: String],
        merging extra: [String: JSONValue] = [:]
    ) -> [String: JSONValue] {
        publicMain(meeting, values).merging(values.mapValues { .string($0) }) { _, new in new }
            .merging(extra) { _, new in new }
    }

    static func object(_ members: [String: JSONValue]) -> JSONValue {
        .object(JSONObject(members.map { (key: $0.key, value: $0.value) }))
    }

    /// One element of the answer, with `createChange`'s defaults for what the tests do not vary.
    static func element(
        change: Int,
        type: String = "comdef_change_type_change",
        meeting: Int,
        name: String = "",
        user: Int,
        userName: String = "test",
        serviceBody: Int = 1,
        serviceBodyName: String = "",
        exists: Bool = true,
        details: String,
        before: [String: JSONValue]?,
        after: [String: JSONValue]?
    ) -> JSONValue {
        var data: [String: JSONValue] = [:]
        data["before"] = before.map(object)
        data["after"] = after.map(object)
        let members: [String: JSONValue] = [
            "date_int": .string(dateInt), "date_string": .string(dateString), "change_type": .string(type),
            "change_id": .string(String(change)), "meeting_id": .string(String(meeting)), "meeting_name": .string(name),
            "user_id": .string(String(user)), "user_name": .string(userName),
            "service_body_id": .string(String(serviceBody)), "service_body_name": .string(serviceBodyName),
            "meeting_exists": .string(exists ? "1" : "0"), "details": .string(details), "json_data": object(data),
        ]
        return object(members)
    }

    /// Asserts the answer is exactly these elements (`assertStatus(200)->assertExactJson([...])`).
    static func expectExactly(
        _ elements: [JSONValue],
        _ harness: Harness,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let answer = try await harness.get(path)
        #expect(answer.status == 200, sourceLocation: sourceLocation)
        #expect(canonical(answer.json) == canonical(.array(elements)), sourceLocation: sourceLocation)
    }
}
