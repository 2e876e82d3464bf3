public import Foundation

/// A language the server offers.
@MainActor
public final class BMLTiOSLibServerLang: NSObject {
    private let rawLang: [String: String]

    /// A language from its fields: `key`, `name` and `default` (`"1"` for the server's own language).
    public init(_ inLang: [String: String]) {
        self.rawLang = inLang
        super.init()
    }

    convenience init(_ language: Language) {
        self.init(["key": language.code, "name": language.name, "default": language.isDefault ? "1" : "0"])
    }

    /// A raw field.
    public subscript(_ inString: String) -> String! { rawLang[inString] }
    /// The language code, such as `en`.
    public var langKey: String { rawLang["key"] ?? "" }
    /// The language's name.
    public var langName: String { rawLang["name"] ?? "" }
    /// Whether this is the server's own language.
    public var isDefault: Bool { (rawLang["default"] ?? "0") != "0" }
}
