public import Foundation

/// The recorded responses of real servers (2.16.6, and bmlt-server 4.1.1-beta2), copied into the test bundle.
public enum Fixtures {
    public static let directory: URL = {
        guard let url = Bundle.module.url(forResource: "server-2.16.6", withExtension: nil) else {
            fatalError("The recorded responses are missing from the fixtures bundle.")
        }
        return url
    }()

    /// A file of answers PHP 8.2 itself printed, by name (`php-8.2/`).
    public static func phpAnswers(_ name: String) throws -> Data {
        guard let folder = Bundle.module.url(forResource: "php-8.2", withExtension: nil) else {
            fatalError("The PHP answers are missing from the fixtures bundle.")
        }
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// A file of answers the real bmlt-server 4.1.1-beta2 peer gave, by name (`server-4.1.1-beta2/`).
    public static func currentServerAnswers(_ name: String) throws -> Data {
        guard let folder = Bundle.module.url(forResource: "server-4.1.1-beta2", withExtension: nil) else {
            fatalError("The 4.x answers are missing from the fixtures bundle.")
        }
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// A recorded body by its file name, e.g. `010_GetSearchResults_all.json`.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// One line of `index.tsv`.
    public struct Recording: Sendable {
        public var method: String
        public var url: URL
        public var postFields: String
        public var file: String
        public var status: Int
        public var contentType: String
    }

    public static let recordings: [Recording] = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("index.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6, let url = URL(string: columns[1]), let status = Int(columns[4]) else {
                return nil
            }
            return Recording(
                method: columns[0],
                url: url,
                postFields: columns[2],
                file: columns[3],
                status: status,
                contentType: columns[5]
            )
        }
    }()

    /// The recording whose body is in `file`.
    public static func recording(_ file: String) -> Recording? {
        recordings.first { $0.file == file }
    }
}
