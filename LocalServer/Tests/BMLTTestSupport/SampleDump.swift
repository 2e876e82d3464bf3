public import Foundation

/// The sample MySQL dump in the source tree: the source of the local server's shipped sample database, and the
/// input of tests that import, cut or change a dump.
public enum SampleDump {
    /// Where the dump is, found from this file's place in the repository.
    public static var url: URL {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("Sources/BMLTLocalServer/Resources/SampleData/gnyr-sample-bmlt.sql")
    }

    /// The dump's text.
    public static func text() throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}
