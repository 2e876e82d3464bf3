/// A BMLT server's version, comparable (`"2.16.6"`, `"4.2.7"`, `"3.0.2-beta"`).
public struct ServerVersion: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int
    /// The text the server reported, including any suffix such as `-beta`.
    public var text: String

    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.text = "\(major).\(minor).\(patch)"
    }

    /// Reads `"4.2.7"`, `"3.0.2-beta"` or `"2.16"`; a suffix after `-` is kept in ``text`` but not compared.
    public init?(_ text: String) {
        let trimmed = text.trimmingWhitespace
        let core = trimmed.split(separator: "-", maxSplits: 1).first.map(String.init) ?? trimmed
        let parts = core.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        major = parts[0]!
        minor = parts.count > 1 ? parts[1]! : 0
        patch = parts.count > 2 ? parts[2]! : 0
        self.text = trimmed
    }

    /// Reads the server's `versionInt` (`major·1000000 + minor·1000 + patch`, e.g. `"4002007"`).
    public init?(versionInt: Int) {
        guard versionInt > 0 else { return nil }
        self.init(major: versionInt / 1_000_000, minor: versionInt / 1000 % 1000, patch: versionInt % 1000)
    }

    /// The version as the server's `versionInt` number.
    public var versionInt: Int { major * 1_000_000 + minor * 1000 + patch }

    public var description: String { text }

    public static func < (lhs: ServerVersion, rhs: ServerVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public static func == (lhs: ServerVersion, rhs: ServerVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
    }
}
