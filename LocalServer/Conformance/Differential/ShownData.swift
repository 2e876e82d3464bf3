import BMLTLocalServer
import Foundation
import GRDB

/// The sample data as 2.16.6's read API shows it, to prove why a mirror of a 2.16.6 server differs from it.
///
/// 2.16.6 writes every value through its CSV writer, `trim(preg_replace("|[\n\r]+|", "; ", $value))`, in every
/// answer a mirror reads (the NAWS export alone writes values raw), so a mirror holds the values trimmed and with
/// line breaks as "; "; and it writes the values of a field whose template has no default as "Prompt#@-@#value"
/// whether the stored value holds that prefix or not, so a mirror holds them without it. It shows its own URL as
/// `root_server_uri` whatever a meeting holds under that key, so a mirror holds no such value; but its text search
/// reads the stored one (355 meetings of the sample hold "http:" or "https:", whose sound keys hold those of "type"
/// or "dope"). Where the mirror's answer differs from the origin's, the run asks a second local server that holds the
/// sample data with exactly these changes: if it answers as the mirror does, the difference is what the origin's read
/// API hides and nothing else (the local server on the untouched sample agrees with the origin, which the plain
/// differential run proves).
enum ShownData {
    static let reason =
        "2.16.6 shows values trimmed, with line breaks as \"; \" and with one prompt before the values of fields "
        + "without a default (meeting_name, location_text, location_info, location_street, location_neighborhood, "
        + "location_sub_province, comments, worldid_mixed, train_lines and bus_lines hold other values in the "
        + "sample), and its own URL as root_server_uri (355 meetings hold \"http:\" or \"https:\" there, which its "
        + "text search reads); the same query to the sample data so changed answers as the mirror does"

    /// A legacy-mode local server on the sample data with every stored value as 2.16.6 shows it.
    static func startReference(in folder: URL, configuration: LocalServer.Configuration) async throws -> LocalServer {
        let file = folder.appendingPathComponent("shown-sample.sqlite")
        var configuration = configuration
        configuration.storage = .file(file)
        configuration.role = .standalone(.legacy, initialData: .sample)
        configuration.resetsData = true
        configuration.replacesEditedData = true
        await (try await LocalServer.start(configuration)).stop()
        let database = try DatabaseQueue(path: file.path)
        try await database.write { db in
            // The values the read API shows as the server's own URL.
            try db.execute(sql: "DELETE FROM meeting_data WHERE key = 'root_server_uri' AND meetingid_bigint != 0")
            // Templates without a default value (2.x's `Prompt#@-@#` fields).
            let prompted = Set(
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT key FROM meeting_data WHERE meetingid_bigint = 0 AND data_string IS NULL
                        AND data_bigint IS NULL AND data_double IS NULL
                        """
                )
            )
            for (table, column, key) in [
                ("meeting_data", "data_string", "id"), ("meeting_longdata", "data_blob", "id"),
                ("meetings", "worldid_mixed", "id_bigint"),
            ] {
                let field = table == "meetings" ? "''" : "key"
                let rows = try Row.fetchAll(
                    db,
                    sql: "SELECT \(key), \(column), \(field) FROM \(table) WHERE \(column) IS NOT NULL"
                )
                for row in rows {
                    let value: String = row[1]
                    var shown = Self.shown(value)
                    if prompted.contains(row[2] as String) {
                        shown = shown.components(separatedBy: "#@-@#").last ?? shown
                    }
                    guard shown != value else { continue }
                    try db.execute(
                        sql: "UPDATE \(table) SET \(column) = ? WHERE \(key) = ?",
                        arguments: [shown, row[0] as Int]
                    )
                }
            }
        }
        try database.close()
        configuration.resetsData = false
        return try await LocalServer.start(configuration)
    }

    /// `trim(preg_replace("|[\n\r]+|", "; ", $value))`.
    static func shown(_ value: String) -> String {
        value.replacingOccurrences(of: "[\r\n]+", with: "; ", options: .regularExpression)
            .trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\0\u{0B}"))
    }
}
