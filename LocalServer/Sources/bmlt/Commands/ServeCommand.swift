import ArgumentParser
import BMLTLocalServer
import Foundation
import Logging
import ServiceLifecycle
import UnixSignals

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the local BMLT server until interrupted.",
        discussion: """
            Prints the root server URL as the first line, then serves on 127.0.0.1 until interrupted.

            Data is kept in --data (default: a file in the user's data directory); a new file starts with the \
            Greater New York sample data, or with the dump given by --import. --import and --reset replace the data of \
            an existing file only if it was not edited since its data was loaded (by this server or another program); \
            --replace-edits replaces edited data too, after copying the file beside it.
            """
    )

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 0

    @Option(help: "The SQLite file to keep the data in.")
    var data: String?

    @Flag(help: "Behave as a 2.16.6 server instead of a 4.2.7 server.")
    var legacy = false

    @Option(name: .customLong("import"), help: "Load this BMLT MySQL dump, replacing the data.")
    var importFile: String?

    @Flag(help: "Replace the data with the sample data.")
    var reset = false

    @Flag(help: "With --import or --reset: replace data edited since it was loaded, copying the file beside it first.")
    var replaceEdits = false

    @Option(help: "The address to listen on. Anything but a loopback address serves to the network.")
    var host: String = "127.0.0.1"

    @Flag(
        help: """
            With --legacy: accept messages to meeting contacts at client_interface/contact.php. Their recipients, sender \
            and subject are logged to standard error; nothing is mailed.
            """
    )
    var emailContact = false

    @Flag(help: "With --email-contact: send each message to the meeting's and its service body's contacts together.")
    var emailIncludesServiceBodies = false

    func validate() throws {
        if importFile != nil, reset { throw ValidationError("Use either --import or --reset, not both.") }
        if replaceEdits, importFile == nil, !reset {
            throw ValidationError("--replace-edits needs --import or --reset: nothing else replaces the data.")
        }
        if emailContact, !legacy {
            throw ValidationError("--email-contact needs --legacy: 3.x and 4.x servers have no contact form.")
        }
        if emailIncludesServiceBodies, !emailContact {
            throw ValidationError("--email-includes-service-bodies needs --email-contact.")
        }
        if !(0...65_535).contains(port) { throw ValidationError("--port must be between 0 and 65535.") }
    }

    func run() async throws {
        var configuration = LocalServer.Configuration(mode: legacy ? .legacy : .current)
        let dataFile = URL(
            fileURLWithPath: data.map { ($0 as NSString).expandingTildeInPath }
                ?? Self.defaultDataFile(legacy: legacy).path
        )
        try Self.makeFolder(of: dataFile)
        configuration.storage = .file(dataFile)
        configuration.port = port
        configuration.host = host
        configuration.emailContact = LocalServer.EmailContact(
            isEnabled: emailContact,
            includesServiceBodyContacts: emailIncludesServiceBodies
        )
        if let importFile {
            configuration.initialData = .dump(URL(fileURLWithPath: (importFile as NSString).expandingTildeInPath))
            configuration.resetsData = true
        } else if reset {
            configuration.resetsData = true
        }
        configuration.replacesEditedData = replaceEdits
        var logger = Logger(label: "bmlt.serve")
        // Delivered contact messages are logged at the info level: the only place they go.
        logger.logLevel = emailContact ? .info : .warning
        configuration.logger = logger
        let server = try await LocalServer.start(configuration)
        // Ctrl-C or SIGTERM shuts the group down gracefully: requests in flight finish and the data is written to the
        // file. The group traps the signals before it starts a service, so the URL is printed by one: a script that
        // stops the server as soon as it reads the URL is heard.
        let announcement = Announcement {
            // Written unbuffered, so that a script reading the first line gets it at once.
            FileHandle.standardOutput.write(Data((server.rootURL.absoluteString + "\n").utf8))
            if let loaded = server.loadedData {
                let source = importFile ?? "the Greater New York sample data"
                ErrorReport.note("Loaded \(loaded) from \(source) into \(dataFile.path).")
            }
            if let copy = server.replacedDataCopy {
                ErrorReport.note("The edited data it replaced is in \(copy.path).")
            }
        }
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: server),
                    .init(service: announcement, successTerminationBehavior: .ignore),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint],
                logger: logger
            )
        )
        try await group.run()
    }

    /// Says where the server listens, once the service group runs.
    private struct Announcement: Service {
        let announce: @Sendable () -> Void

        func run() async throws { announce() }
    }

    /// Makes the data file's folder if it is missing, and says so.
    static func makeFolder(of dataFile: URL) throws {
        let folder = dataFile.deletingLastPathComponent()
        guard !FileManager.default.fileExists(atPath: folder.path) else { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ErrorReport.Failure("Cannot make the folder \(folder.path) for --data: \(ErrorReport.reason(error)).")
        }
        ErrorReport.note("Created the folder \(folder.path) for the data file.")
    }

    /// `~/.local/share/bmlt/local-server.sqlite` (or the platform's application-support folder).
    static func defaultDataFile(legacy: Bool) -> URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
        return base.appendingPathComponent("bmlt").appendingPathComponent(
            legacy ? "local-server-legacy.sqlite" : "local-server.sqlite"
        )
    }
}
