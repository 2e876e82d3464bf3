public import Foundation

/// A meeting format (a key such as `O` or `WC`, with its name and description in one language).
///
/// The values are the read API's (`GetFormats`); ``format`` is the same format as the modern API's value.
@MainActor
public final class BMLTiOSLibFormatNode: NSObject {
    /// Anything the app wants to keep with the format.
    public var extraData: AnyObject?
    private let rawFormat: [String: String]

    /// A format from the read API's string fields (`id`, `key_string`, `name_string`, `description_string`, `lang`,
    /// `world_id`, `format_type_enum`).
    public init(_ inRawFormat: [String: String], inExtraData: AnyObject?) {
        self.rawFormat = inRawFormat
        self.extraData = inExtraData
        super.init()
    }

    /// A format node for a modern `Format`.
    public convenience init(_ format: Format, inExtraData: AnyObject? = nil) {
        var fields = [
            "id": String(format.sharedID), "key_string": format.key, "name_string": format.name,
            "description_string": format.description, "lang": format.language,
        ]
        fields["world_id"] = format.worldID
        fields["format_type_enum"] = format.kind?.rawValue
        fields["root_server_uri"] = format.rootServerURI
        self.init(fields, inExtraData: inExtraData)
    }

    /// The keys of the raw fields, sorted.
    public var keys: [String] { rawFormat.keys.sorted() }
    /// The shared id, the same for the format in every language (0 if the server sent none).
    public var id: Int! { Int(rawFormat["id"] ?? "") ?? 0 }
    /// The key, such as `O`.
    public var key: String! { rawFormat["key_string"] ?? "" }
    public var name: String! { rawFormat["name_string"] ?? "" }
    /// The format's description (the server's `description_string`).
    public nonisolated override var description: String { rawFormat["description_string"] ?? "" }
    /// The language of ``name`` and ``description``.
    public var lang: String! { rawFormat["lang"] ?? "" }
    /// The NAWS code, or `""`.
    public var worldID: String! { rawFormat["world_id"] ?? "" }

    /// The format as the modern API's value.
    public var format: Format {
        Format(
            key: key,
            name: name,
            description: description,
            language: lang,
            sharedID: id,
            worldID: worldID.isEmpty ? nil : worldID,
            kind: rawFormat["format_type_enum"].map(Format.Kind.init(rawValue:))
        )
    }
}
