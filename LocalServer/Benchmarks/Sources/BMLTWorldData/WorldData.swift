import Foundation

/// A world-size BMLT database made from the Greater New York sample dump: copies of its meetings and service bodies
/// placed at the coordinates of real cities on every continent, written as a MySQL dump in the sample's own format (so
/// that `bmlt serve --import` and the real PHP servers both load it).
///
/// Copy 1 is the sample, byte for byte, at New York. Copy *k* (2 to 40) is the sample's meetings, meeting fields and
/// service bodies with:
///
/// - meeting and service body ids (and the service bodies' parent links) raised by (*k* − 1) × ``idStride``;
/// - every coordinate moved by the offset from New York to the copy's city;
/// - the city's name after each meeting name and service body name (`Serenity Now` → `Tranquility Now (Tokyo)`);
/// - each word of ``copyOneWords`` replaced, so that a text search for one finds copy 1's meetings alone.
///
/// Formats and users are the sample's, once (each copy's service bodies name the sample's users as their
/// administrators), and so are the meeting field templates (meeting 0). The output depends on the sample and the
/// number of copies alone: the same bytes every run.
public enum WorldData {
    /// A place where a copy of the sample goes.
    public struct City: Sendable, Equatable {
        public var name: String
        public var latitude: Double
        public var longitude: Double
    }

    /// The sample's place: copy 1 stays here.
    public static let newYork = City(name: "New York", latitude: 40.7128, longitude: -74.0060)

    /// Forty cities on every continent, New York first; none near enough to another copy's meetings for a 5-mile
    /// search around New York to reach them.
    public static let cities: [City] = [
        newYork,
        City(name: "London", latitude: 51.5074, longitude: -0.1278),
        City(name: "Tokyo", latitude: 35.6762, longitude: 139.6503),
        City(name: "Sydney", latitude: -33.8688, longitude: 151.2093),
        City(name: "Sao Paulo", latitude: -23.5505, longitude: -46.6333),
        City(name: "Cairo", latitude: 30.0444, longitude: 31.2357),
        City(name: "Mumbai", latitude: 19.0760, longitude: 72.8777),
        City(name: "Mexico City", latitude: 19.4326, longitude: -99.1332),
        City(name: "Lagos", latitude: 6.5244, longitude: 3.3792),
        City(name: "Moscow", latitude: 55.7558, longitude: 37.6173),
        City(name: "Buenos Aires", latitude: -34.6037, longitude: -58.3816),
        City(name: "Johannesburg", latitude: -26.2041, longitude: 28.0473),
        City(name: "Los Angeles", latitude: 34.0522, longitude: -118.2437),
        City(name: "Paris", latitude: 48.8566, longitude: 2.3522),
        City(name: "Berlin", latitude: 52.5200, longitude: 13.4050),
        City(name: "Beijing", latitude: 39.9042, longitude: 116.4074),
        City(name: "Singapore", latitude: 1.3521, longitude: 103.8198),
        City(name: "Nairobi", latitude: -1.2921, longitude: 36.8219),
        City(name: "Lima", latitude: -12.0464, longitude: -77.0428),
        City(name: "Bogota", latitude: 4.7110, longitude: -74.0721),
        City(name: "Chicago", latitude: 41.8781, longitude: -87.6298),
        City(name: "Vancouver", latitude: 49.2827, longitude: -123.1207),
        City(name: "Anchorage", latitude: 61.2181, longitude: -149.9003),
        City(name: "Reykjavik", latitude: 64.1466, longitude: -21.9426),
        City(name: "Istanbul", latitude: 41.0082, longitude: 28.9784),
        City(name: "Tehran", latitude: 35.6892, longitude: 51.3890),
        City(name: "Delhi", latitude: 28.6139, longitude: 77.2090),
        City(name: "Bangkok", latitude: 13.7563, longitude: 100.5018),
        City(name: "Jakarta", latitude: -6.2088, longitude: 106.8456),
        City(name: "Manila", latitude: 14.5995, longitude: 120.9842),
        City(name: "Seoul", latitude: 37.5665, longitude: 126.9780),
        City(name: "Auckland", latitude: -36.8485, longitude: 174.7633),
        City(name: "Perth", latitude: -31.9505, longitude: 115.8605),
        City(name: "Honolulu", latitude: 21.3069, longitude: -157.8583),
        City(name: "Santiago", latitude: -33.4489, longitude: -70.6693),
        City(name: "Cape Town", latitude: -33.9249, longitude: 18.4241),
        City(name: "Casablanca", latitude: 33.5731, longitude: -7.5898),
        City(name: "Kinshasa", latitude: -4.4419, longitude: 15.2663),
        City(name: "Addis Ababa", latitude: 9.0300, longitude: 38.7400),
        City(name: "McMurdo Station", latitude: -77.8463, longitude: 166.6682),
    ]

    /// What copy *k* adds to the sample's meeting and service body ids: (*k* − 1) × 10,000 (the sample's largest id is
    /// 2,692).
    public static let idStride = 10_000

    /// Words that name copy 1's meetings only: other copies have the replacement (matched without regard to case,
    /// written in the found word's case), so that a text search for "Serenity" has the same answer at every size.
    /// 2.x compares sounds (metaphone keys, one held in another): to it, "Surrender" (`SRNTR`) holds "Serenity"
    /// (`SRNT`).
    public static let copyOneWords: [(word: String, replacement: String)] = [
        ("serenity", "tranquility"), ("surrender", "acceptance"),
    ]

    /// Why a dump cannot be copied.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The world dump of `copies` copies of `sample` (1 to ``cities``'s count); 1 copy is the sample unchanged.
    public static func dump(copies: Int, of sample: String) throws -> String {
        guard (1...cities.count).contains(copies) else {
            throw Failure(description: "copies must be between 1 and \(cities.count), not \(copies)")
        }
        guard copies > 1 else { return sample }
        var output = ""
        output.reserveCapacity(sample.utf8.count * copies)
        var columns: [String: [String]] = [:]
        var table: String?
        for line in sample.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("CREATE TABLE `") {
                table = identifier(after: "CREATE TABLE ", in: line)
                table.map { columns[$0] = [] }
            } else if let name = table, line.hasPrefix("  `") {
                columns[name]?.append(identifier(after: "  ", in: line) ?? "")
            } else if let name = table, line.hasPrefix(")") {
                output += nextID(in: line, of: name, copies: copies)
                output += "\n"
                table = nil
                continue
            }
            output += line
            output += "\n"
            guard line.hasPrefix("INSERT INTO `"), let name = identifier(after: "INSERT INTO ", in: line),
                let kind = Kind(table: name)
            else { continue }
            guard let names = columns[name], !names.isEmpty else {
                throw Failure(description: "the dump inserts into \(name) before creating it")
            }
            let rows = try Rows(line, columns: names)
            for copy in 2...copies {
                let copied = rows.rows.compactMap { kind.copy($0, columns: rows.columns, as: copy) }
                guard !copied.isEmpty else { continue }
                output += "INSERT INTO `\(name)` VALUES "
                output += copied.map { "(" + $0.joined(separator: ",") + ")" }.joined(separator: ",")
                output += ";\n"
            }
        }
        // Every line was given a newline; the last one had none.
        output.removeLast()
        return output
    }

    /// The copied tables, by what their rows hold.
    enum Kind {
        case meetings, meetingData, serviceBodies

        init?(table: String) {
            if table.hasSuffix("comdef_meetings_main") {
                self = .meetings
            } else if table.hasSuffix("comdef_meetings_data") || table.hasSuffix("comdef_meetings_longdata") {
                self = .meetingData
            } else if table.hasSuffix("comdef_service_bodies") {
                self = .serviceBodies
            } else {
                return nil
            }
        }

        /// A row of copy `copy` (2 or more), in SQL literals; `nil` for a row that stays in copy 1 alone.
        func copy(_ row: [String], columns: [String: Int], as copy: Int) -> [String]? {
            var row = row
            let offset = (copy - 1) * WorldData.idStride
            let city = WorldData.cities[copy - 1]
            func raise(_ column: String, unlessZero: Bool = false) {
                guard let index = columns[column], let id = Int(row[index]) else { return }
                if unlessZero, id == 0 { return }
                row[index] = String(id + offset)
            }
            func rename(_ column: String) {
                guard let index = columns[column], row[index].hasSuffix("'") else { return }
                row[index].insert(contentsOf: " (\(city.name))", at: row[index].index(before: row[index].endIndex))
            }
            func move(_ column: String, by degrees: Double, wrapping: Bool) {
                guard let index = columns[column], let value = Double(row[index]) else { return }
                var moved = value + degrees
                if wrapping, moved > 180 { moved -= 360 }
                if wrapping, moved < -180 { moved += 360 }
                // Ten decimals (a hundredth of a millimetre), without the sum's binary noise.
                row[index] = "\((moved * 1e10).rounded() / 1e10)"
            }
            switch self {
            case .meetings:
                raise("id_bigint")
                raise("service_body_bigint")
                move("latitude", by: city.latitude - WorldData.newYork.latitude, wrapping: false)
                move("longitude", by: city.longitude - WorldData.newYork.longitude, wrapping: true)
            case .meetingData:
                // Meeting 0's rows are the field templates, which the server has once.
                guard let index = columns["meetingid_bigint"], Int(row[index]) != 0 else { return nil }
                raise("meetingid_bigint")
                for column in ["data_string", "data_blob"] {
                    guard let index = columns[column] else { continue }
                    row[index] = WorldData.replacingCopyOneWords(in: row[index])
                }
                if let key = columns["key"], row[key] == "'meeting_name'" {
                    rename("data_string")
                    rename("data_blob")
                }
            case .serviceBodies:
                raise("id_bigint")
                raise("sb_owner", unlessZero: true)
                raise("sb_owner_2", unlessZero: true)
                rename("name_string")
            }
            return row
        }
    }

    /// The `CREATE TABLE` statement's last line with the next id after the last copy's, for the copied tables.
    private static func nextID(in line: Substring, of table: String, copies: Int) -> String {
        guard Kind(table: table) != nil, Kind(table: table) != .meetingData,
            let option = line.range(of: "AUTO_INCREMENT=")
        else { return String(line) }
        let digits = line[option.upperBound...].prefix { $0.isNumber }
        guard let next = Int(digits) else { return String(line) }
        return line[..<option.upperBound] + String(next + (copies - 1) * idStride)
            + line[digits.endIndex...]
    }

    /// The backtick-quoted name after `prefix` at the start of `line`.
    private static func identifier(after prefix: String, in line: Substring) -> String? {
        let rest = line.dropFirst(prefix.count)
        guard rest.first == "`", let end = rest.dropFirst().firstIndex(of: "`") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<end])
    }

    /// A literal with each of ``copyOneWords`` replaced (ASCII letters only: the literal's escapes are untouched).
    static func replacingCopyOneWords(in literal: String) -> String {
        var result = literal
        for (word, replacement) in copyOneWords {
            var searchStart = result.startIndex
            while let found = result.range(of: word, options: .caseInsensitive, range: searchStart..<result.endIndex) {
                let original = result[found]
                let written: String
                if original.allSatisfy({ $0.isUppercase }) {
                    written = replacement.uppercased()
                } else if original.first?.isUppercase == true {
                    written = replacement.prefix(1).uppercased() + replacement.dropFirst()
                } else {
                    written = replacement
                }
                result.replaceSubrange(found, with: written)
                searchStart = result.index(found.lowerBound, offsetBy: written.count)
            }
        }
        return result
    }
}
