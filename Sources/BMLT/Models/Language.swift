import Foundation

/// A language a server offers for its formats and prompts.
public struct Language: Hashable, Codable, Sendable, Identifiable, CustomStringConvertible {
    /// The server's language code (`"en"`, `"es"`, `"dk"` on old servers for Danish).
    public var code: String
    /// The language's name in itself, as the server or the system names it.
    public var name: String
    /// Whether this is the server's default language.
    public var isDefault: Bool

    public var id: String { code }

    public init(code: String, name: String? = nil, isDefault: Bool = false) {
        self.code = code
        self.name = name ?? Self.nativeName(of: code)
        self.isDefault = isDefault
    }

    public var description: String { "\(code) (\(name))" }

    /// The language's own name from the system's locale data; old BMLT servers call Danish `dk`.
    static func nativeName(of code: String) -> String {
        let identifier = code == "dk" ? "da" : code
        let locale = Locale(identifier: identifier)
        guard let name = locale.localizedString(forLanguageCode: identifier), !name.isEmpty else { return code }
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
