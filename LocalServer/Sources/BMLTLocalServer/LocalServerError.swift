/// Why the local server could not start, load data, sync a mirror or import for an aggregator.
///
/// Every failure carries a stable ``code`` to switch on and a ``reason`` that says what happened in a sentence, naming
/// the file, origin or address concerned. Where it says so, nothing was changed.
public struct LocalServerError: Error, CustomStringConvertible, Sendable {
    /// A stable identifier for the kind of failure. New codes may be added in later versions.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Sendable {
            case invalidConfiguration, fileUnavailable, dataFileInUse, holdsOtherData
            case wouldReplaceEdits, invalidData, originFailed, listenFailed, missingResource
            case originIsAggregator, blocked
        }

        private let kind: Kind

        private init(_ kind: Kind) { self.kind = kind }

        /// The configuration cannot be served: a mirror that is an aggregator too, a root URL that cannot be built.
        public static let invalidConfiguration = Code(.invalidConfiguration)
        /// A file or folder could not be made, opened, read or copied.
        public static let fileUnavailable = Code(.fileUnavailable)
        /// Another local server serves the data file.
        public static let dataFileInUse = Code(.dataFileInUse)
        /// The data file holds other data than the mirror or aggregator would write, which it would replace.
        public static let holdsOtherData = Code(.holdsOtherData)
        /// Loading data would replace edits made since the data was loaded
        /// (``LocalServer/Configuration/replacesEditedData``).
        public static let wouldReplaceEdits = Code(.wouldReplaceEdits)
        /// A dump or a list of root servers that cannot be read as one.
        public static let invalidData = Code(.invalidData)
        /// A mirror's origin or an aggregator's root server could not be read, or did not answer as a BMLT server.
        public static let originFailed = Code(.originFailed)
        /// The address could not be listened on.
        public static let listenFailed = Code(.listenFailed)
        /// A resource of the package is missing (the sample data).
        public static let missingResource = Code(.missingResource)
        /// A mirror's origin is an aggregator, which answers a search that names no filter with `[]`: copy it as an
        /// aggregator instead
        /// (``LocalServer/Aggregator/init(copying:syncInterval:transport:requestTimeout:rules:startsServing:reportsImport:)``).
        public static let originIsAggregator = Code(.originIsAggregator)
        /// The operators of the server being read blocked this server's requests (a 403 with a message of theirs):
        /// nothing more is asked until someone writes to them.
        public static let blocked = Code(.blocked)

        public var description: String { "\(kind)" }
    }

    /// What kind of failure this is.
    public var code: Code
    /// A sentence that says what went wrong.
    public var reason: String

    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    public var description: String { "LocalServerError.\(code): \(reason)" }
}
