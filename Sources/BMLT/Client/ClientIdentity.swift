/// Who is asking: an app's name, its version and a way to reach its makers.
///
/// BMLT servers are run by volunteers, and the aggregator's operators ask every client to say who it is: a
/// `User-Agent` with the app's name, version and a contact lets them write to the app's makers instead of blocking it
/// when something goes wrong. Browsers and some mobile HTTP stacks will not let an app set `User-Agent`, so the
/// identity also names the app in the `callingApp` query parameter of every switcher call, which works everywhere.
///
/// ```swift
/// var configuration = BMLTClient.Configuration()
/// configuration.identity = ClientIdentity(
///     name: "MyMeetingFinder", version: "1.4", contact: "https://example.org/about; admin@example.org"
/// )
/// // User-Agent: MyMeetingFinder/1.4 (+https://example.org/about; admin@example.org) BMLT-Swift/0.1.0
/// // …&callingApp=MyMeetingFinder
/// ```
public struct ClientIdentity: Hashable, Sendable {
    /// The app's name, as one word (`MyMeetingFinder`).
    public var name: String
    /// The app's version (`1.4`).
    public var version: String
    /// How to reach the app's makers: a web page, an e-mail address, or both (`https://example.org/about;
    /// admin@example.org`). A contact the operators cannot read (a private repository's README) is no contact.
    public var contact: String
    /// The `callingApp` value; the name unless set.
    public var callingApp: String

    /// An identity; `callingApp` defaults to the name.
    public init(name: String, version: String, contact: String, callingApp: String? = nil) {
        self.name = name
        self.version = version
        self.contact = contact
        self.callingApp = callingApp ?? name
    }

    /// The `User-Agent` header: the app, its contact, then the library (`MyMeetingFinder/1.4 (+…) BMLT-Swift/0.1.0`).
    public var userAgent: String {
        let product = Self.token(name) + "/" + Self.token(version)
        let comment = contact.isEmpty ? "" : " (+\(Self.comment(contact)))"
        return product + comment + " " + ClientIdentity.libraryProduct
    }

    /// The library's own product token, at the end of every `User-Agent` it sends.
    public static let libraryProduct = "BMLT-Swift/\(BMLTClient.libraryVersion)"

    /// The separators of RFC 9110, which a token may not hold.
    private static let separators = Set("()<>@,;:\\\"/[]?={} \t")

    /// A product token of RFC 9110: visible characters other than separators, which become `-`.
    private static func token(_ text: String) -> String {
        let token = String(text.map { $0.isASCII && !$0.isWhitespace && !separators.contains($0) ? $0 : "-" })
        return token.isEmpty ? "-" : token
    }

    /// Comment text of RFC 9110: no parentheses or line breaks, which would end the comment or the header.
    private static func comment(_ text: String) -> String {
        String(text.map { "()\r\n\\".contains($0) || !$0.isASCII ? " " : $0 })
    }
}
