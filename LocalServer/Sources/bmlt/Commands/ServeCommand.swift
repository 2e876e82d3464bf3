import ArgumentParser
import BMLT
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

            With --mirror URL it serves a read-only copy of that BMLT server instead: the first start reads the \
            origin's whole public read API (with progress on a terminal) into --data (default: a file named after the \
            origin), then syncs the changes every --sync-interval seconds. Every --comparison-interval seconds a sync \
            also compares every meeting with the origin's, and reads the whole origin again when one changed without \
            a change record (--reset does so at once). A failed sync keeps the last good data and says so. A 2.x \
            origin is served in 2.16.6's interface, a 3.x or 4.x one in 4.2.7's; administration is refused.

            An aggregator given to --mirror is copied as its operators ask of copiers: its root server list, then only \
            the root servers whose import moved, each paged and sorted, one request at a time a second apart, at a \
            random minute past the hour, every --sync-interval seconds (default 21600, at least 14400), backing off \
            on errors. --mirror with the URL of an aggregator's daily export (its manifest.json) copies the export's \
            files instead. Set BMLT_CONTACT so that the operators can write to you.

            With --mirror-list FILE it serves many BMLT servers as one, as bmlt-server does in aggregator mode: FILE \
            is an aggregator's serverList.json or one root URL a line. Each server is imported in a transaction of \
            its own at start and every --sync-interval seconds into --data (default: a file named after the list); a \
            server that fails keeps its last good data and is reported. Searches must name what they look for, \
            root_server_ids chooses servers, and /api/v1/rootservers lists them.
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

    @Flag(help: "Replace the data with the sample data (with --mirror: read the whole origin again).")
    var reset = false

    @Flag(help: "With --import or --reset: replace data edited since it was loaded, copying the file beside it first.")
    var replaceEdits = false

    @Option(help: "Serve a read-only mirror of the BMLT server at this root URL, kept in sync with it.")
    var mirror: String?

    @Option(
        help: """
            Serve the BMLT servers of this list (a serverList.json or one root URL a line) as one, as an aggregator \
            does.
            """
    )
    var mirrorList: String?

    @Option(
        help: """
            With --mirror or --mirror-list: seconds between syncs with the origins (0: only at start; default 300, \
            21600 for a copy of an aggregator).
            """
    )
    var syncInterval: Int?

    @Option(
        help: "With --mirror: seconds between comparisons of every meeting with the origin's (0: never)."
    )
    var comparisonInterval: Int = 3_600

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
        if mirror != nil, legacy || importFile != nil || emailContact {
            throw ValidationError(
                "--mirror takes its data and interface from the origin: it cannot be used with --legacy, --import or "
                    + "--email-contact."
            )
        }
        if mirrorList != nil, mirror != nil || legacy || importFile != nil || reset || emailContact {
            throw ValidationError(
                "--mirror-list takes its data from the servers it lists: it cannot be used with --mirror, --legacy, "
                    + "--import, --reset or --email-contact."
            )
        }
        if let mirror, Self.originURL(mirror) == nil {
            throw ValidationError(
                "--mirror needs an http or https root URL, such as https://bmlt.example.org/main_server."
            )
        }
        if let syncInterval, syncInterval < 0 { throw ValidationError("--sync-interval must be 0 or more seconds.") }
        if comparisonInterval < 0 { throw ValidationError("--comparison-interval must be 0 or more seconds.") }
    }

    /// The origin's root URL, if it is an http(s) URL with a host.
    static func originURL(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false
        else { return nil }
        return url
    }

    func run() async throws {
        let origin = mirror.flatMap(Self.originURL)
        let listFile = mirrorList.map { URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath) }
        let dataFile = URL(
            fileURLWithPath: data.map { ($0 as NSString).expandingTildeInPath }
                ?? (origin.map(Self.defaultMirrorFile) ?? listFile.map(Self.defaultAggregatorFile)
                ?? Self.defaultDataFile(legacy: legacy)).path
        )
        try Self.makeFolder(of: dataFile)
        var configuration = LocalServer.Configuration(
            role: try role(origin: origin, listFile: listFile),
            storage: .file(dataFile),
            resetsData: importFile != nil || reset,
            replacesEditedData: replaceEdits,
            host: host,
            port: port,
            emailContact: LocalServer.EmailContact(
                isEnabled: emailContact,
                includesServiceBodyContacts: emailIncludesServiceBodies
            )
        )
        var logger = Logger(label: "bmlt.serve")
        // Delivered contact messages are logged at the info level: the only place they go. A mirror's recovery is a
        // notice.
        logger.logLevel = emailContact ? .info : .notice
        configuration.logger = logger
        let server: LocalServer
        do {
            server = try await LocalServer.start(configuration)
        } catch let error as LocalServerError where error.code == .originIsAggregator {
            guard let origin else { throw error }
            ErrorReport.note(
                "\(origin.absoluteString) is an aggregator: copying it as its operators ask (its root server list, "
                    + "then the root servers whose import moved, one request at a time)."
            )
            configuration.role = copyRole(.aggregator(origin))
            server = try await LocalServer.start(configuration)
        }
        // Ctrl-C or SIGTERM shuts the group down gracefully: requests in flight finish and the data is written to the
        // file. The group traps the signals before it starts a service, so the URL is printed by one: a script that
        // stops the server as soon as it reads the URL is heard.
        let announcement = Announcement {
            // Written unbuffered, so that a script reading the first line gets it at once.
            StandardStreams.write(Data((server.rootURL.absoluteString + "\n").utf8))
            if let listFile {
                ErrorReport.note(
                    "Serving the servers of \(listFile.path) from \(dataFile.path); each is imported behind it."
                )
            } else if server.aggregator != nil, let origin {
                ErrorReport.note(
                    "Serving a copy of the aggregator \(origin.absoluteString) from \(dataFile.path); it is copied "
                        + "behind it."
                )
            } else if let loaded = server.loadedData {
                let source =
                    origin?.absoluteString ?? importFile ?? "the Greater New York sample data"
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
        dataFolder.appendingPathComponent(legacy ? "local-server-legacy.sqlite" : "local-server.sqlite")
    }

    /// The role the options ask for: a mirror of `origin`, an aggregator of the list's servers, or a server of its
    /// own data (the dump to import, else the sample data).
    private func role(origin: URL?, listFile: URL?) throws -> LocalServer.Role {
        if let origin, origin.lastPathComponent == "manifest.json" {
            return copyRole(.dailyExport(origin))
        }
        if let origin {
            let progress = Progress.onTerminal
            let syncInterval = self.syncInterval ?? 300
            return .mirror(
                LocalServer.Mirror(
                    origin: origin,
                    syncInterval: syncInterval > 0 ? .seconds(syncInterval) : nil,
                    comparisonInterval: comparisonInterval > 0 ? .seconds(comparisonInterval) : nil,
                    progress: { step in
                        guard !step.isFinished else { return progress.end() }
                        progress.show("Reading \(origin.absoluteString): \(step)")
                    }
                )
            )
        }
        if let listFile {
            let rootServers: [RootServerEntry]
            do {
                rootServers = try LocalServer.Aggregator.rootServers(fromFile: listFile)
            } catch let error as LocalServerError {
                throw ErrorReport.Failure(error.reason)
            }
            guard !rootServers.isEmpty else { throw ErrorReport.Failure("\(listFile.path) lists no root server.") }
            // Served at once: each root server's data as soon as it is read, so an unreachable one delays nothing.
            return .aggregator(
                LocalServer.Aggregator(
                    rootServers: rootServers,
                    syncInterval: (syncInterval ?? 300) > 0 ? .seconds(syncInterval ?? 300) : nil,
                    startsServing: .immediately,
                    reportsImport: { outcome in
                        // A root server that failed is logged as a warning, with the reason.
                        guard outcome.failure == nil else { return }
                        ErrorReport.note(
                            "Imported root server \(outcome.id) (\(outcome.url)): meetings \(outcome.meetings)."
                        )
                    }
                )
            )
        }
        let initialData = importFile.map {
            LocalServer.DataSource.dump(URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath))
        }
        return .standalone(legacy ? .legacy : .current, initialData: initialData ?? .sample)
    }

    /// A copy of an aggregator, from its read API or its daily export, as the command line: named `bmlt` with the
    /// contact in `BMLT_CONTACT`, reporting each root server it copies.
    private func copyRole(_ source: LocalServer.Aggregator.Source) -> LocalServer.Role {
        let contact = ProcessInfo.processInfo.environment["BMLT_CONTACT"] ?? ""
        if contact.isEmpty {
            ErrorReport.note("Set BMLT_CONTACT to a web page or an e-mail address: the aggregator's operators ask it.")
        }
        var rules = LocalServer.Aggregator.CopyRules()
        rules.identity = .commandLine(contact: contact)
        let syncInterval = self.syncInterval ?? 21_600
        return .aggregator(
            LocalServer.Aggregator(
                copying: source,
                syncInterval: syncInterval > 0 ? .seconds(syncInterval) : nil,
                rules: rules,
                startsServing: .immediately,
                reportsImport: { outcome in
                    guard outcome.failure == nil, !outcome.isUnchanged else { return }
                    ErrorReport.note("Copied root server \(outcome.id) (\(outcome.url)): meetings \(outcome.meetings).")
                }
            )
        )
    }

    /// `mirror-bmlt.example.org-main_server.sqlite` beside the default data file: one file per origin.
    static func defaultMirrorFile(_ origin: URL) -> URL {
        let name = ([origin.host ?? "origin"] + (origin.port.map { [String($0)] } ?? []) + origin.pathComponents)
            .filter { $0 != "/" && !$0.isEmpty }
            .map { $0.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" ? String($0) : "_" }.joined() }
            .joined(separator: "-")
        return dataFolder.appendingPathComponent("mirror-\(name).sqlite")
    }

    /// `aggregator-serverList.sqlite` beside the default data file: one file per list.
    static func defaultAggregatorFile(_ list: URL) -> URL {
        let name = list.deletingPathExtension().lastPathComponent
            .map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" ? String($0) : "_" }.joined()
        return dataFolder.appendingPathComponent("aggregator-\(name).sqlite")
    }

    private static var dataFolder: URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
        return base.appendingPathComponent("bmlt")
    }
}
