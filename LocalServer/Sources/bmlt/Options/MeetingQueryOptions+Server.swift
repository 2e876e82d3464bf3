import ArgumentParser
import BMLT
import Foundation

extension MeetingQueryOptions {
    /// The search, checked against the server before it is sent: format keys and service body names become the
    /// server's ids, and a format, service body, field key or language the server does not have is refused by name.
    /// Servers ignore such criteria, so the search would otherwise quietly match nothing, or everything.
    func query(on client: BMLTClient) async throws -> MeetingQuery {
        do {
            return try await resolving(unresolvedQuery, on: client)
        } catch let mismatch as Mismatch {
            throw AdminOutput.usageError(mismatch.message)
        }
    }

    /// A search of a group as one of its servers runs it, `query` with the format keys and service body names made
    /// that server's ids; what the server does not have fails that server's search, in the same words.
    func query(_ query: MeetingQuery, on client: BMLTClient) async throws -> MeetingQuery {
        do {
            return try await resolving(query, on: client)
        } catch let mismatch as Mismatch {
            throw BMLTError(code: .invalidQuery, reason: mismatch.message, url: client.rootURL)
        }
    }

    /// A criterion the server does not have, in the words of the option that gave it.
    struct Mismatch: Error {
        var message: String
    }

    private func resolving(_ query: MeetingQuery, on client: BMLTClient) async throws -> MeetingQuery {
        var query = query
        if let formats = Selection.merging(formats) {
            // Every format the server has, a format no meeting has yet among them (which then finds none).
            let languages = language.map { [$0] } ?? []
            let known = try await client.formats(FormatQuery(languages: languages, includesUnused: true))
            query.formats = try formats.resolved { try Self.formatID($0, among: known) }
        }
        if let bodies = Selection.merging(serviceBodies) {
            let known = try await client.serviceBodies()
            query.serviceBodies = try bodies.resolved {
                try Self.serviceBodyID($0, among: known, option: "--service-bodies")
            }
        }
        let keys = namedKeys
        if !keys.isEmpty {
            // The keys a server reads in a search (`available_keys`): its fields and the columns of every meeting.
            let known = try await client.serverInfo().availableKeys
            if !known.isEmpty, let unknown = keys.first(where: { !known.contains($0.key) }) {
                throw Mismatch(
                    message: "\(unknown.option): the server has no field \(unknown.key) (bmlt fields lists its fields)."
                )
            }
        }
        if let language, let mismatch = try await Self.languageMismatch(language, on: client) { throw mismatch }
        if query.text?.isAddress == true {
            // An aggregator keeps its key to itself; a root server publishes the one it geocodes with.
            let info = try await client.serverInfo()
            if info.googleAPIKey == nil, !info.isAggregator {
                throw Mismatch(
                    message: "--address: the server has no Google API key, which reading a text as an address needs "
                        + "(4.x servers fail with a server error, 2.x servers search its words as text). Search "
                        + "around a coordinate with --near instead."
                )
            }
        }
        return query
    }

    /// Refuses the answer of a 2.x server to a text it matched with every meeting: those servers compare the sounds
    /// of words, and a text whose sounds every meeting has (`zzz`), or that has none (`ñññ`), narrows nothing. The
    /// text alone is asked for again, ids only, and compared with the whole server, so that a text that matches all
    /// meetings of a narrow search (`--ids 188 --text Hicksville`) still counts.
    func checkTextNarrows(_ query: MeetingQuery, found: Int, on client: BMLTClient) async throws {
        guard found > 0, let text = query.text, !text.isAddress, !text.isExact,
            try await client.capabilities().supportsLegacySearchOptions
        else { return }
        let every = MeetingQuery().with {
            $0.selection = [.key("id_bigint")]
            $0.published = query.published
        }
        let matched = try await client.meetings(matching: every.with { $0.text = text }).count
        let all = try await client.meetings(matching: every).count
        guard matched == all, all > 1 else { return }
        throw ErrorReport.Failure(
            "The server matched --text \(text.text) with every one of its \(all.formatted()) meetings: 2.x servers compare the "
                + "sounds of words, and every meeting has this text's sounds. Give a longer text, or add --exact."
        )
    }

    /// The field keys the options name, each with its option.
    private var namedKeys: [(option: String, key: String)] {
        var keys: [(String, String)] = []
        if let field { keys.append(("--field", field.key)) }
        for key in sort?.elements ?? [] { keys.append(("--sort", key)) }
        for key in fields?.elements.compactMap(\.key) ?? [] { keys.append(("--fields", key)) }
        return keys
    }

    private static func formatID(_ reference: ServerReference, among formats: [Format]) throws -> Int {
        let match: Format?
        switch reference {
        case .id(let id): match = formats.first { $0.sharedID == id }
        case .name(let key):
            // The key as written, or the only one that differs from it in case alone.
            let folded = formats.filter { $0.key.lowercased() == key.lowercased() }
            match = formats.first { $0.key == key } ?? (Set(folded.map(\.sharedID)).count == 1 ? folded.first : nil)
        }
        guard let match else {
            let keys = Set(formats.map(\.key)).sorted().joined(separator: ", ")
            throw Mismatch(
                message: "--formats: the server has no format \(reference). Its keys: \(keys) (see bmlt formats)."
            )
        }
        return match.sharedID
    }

    /// The id of the service body a reference names among the server's, for a command that names one.
    ///
    /// - Throws: a usage error for `option` naming what the server has instead.
    static func serviceBodyID(_ reference: ServerReference, on client: BMLTClient, option: String) async throws -> Int {
        do {
            return try serviceBodyID(reference, among: try await client.serviceBodies(), option: option)
        } catch let mismatch as Mismatch {
            throw AdminOutput.usageError(mismatch.message)
        }
    }

    /// The id of the service body a reference names, by id or by name (exactly, or else ignoring case).
    ///
    /// - Throws: a usage error for `option` naming what the server has instead.
    static func serviceBodyID(
        _ reference: ServerReference,
        among bodies: [ServiceBody],
        option: String
    ) throws -> Int {
        let matches: [ServiceBody]
        switch reference {
        case .id(let id): matches = bodies.filter { $0.id == id }
        case .name(let name):
            let exact = bodies.filter { $0.name == name }
            matches = exact.isEmpty ? bodies.filter { $0.name.lowercased() == name.lowercased() } : exact
        }
        guard matches.count == 1 else {
            func named(_ bodies: [ServiceBody]) -> String {
                bodies.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            }
            var what = "the server has no service body \(reference)"
            if matches.count > 1 {
                what = "\(matches.count) service bodies are named \(reference): \(named(matches)); give the id"
            } else if case .name(let name) = reference {
                let near = bodies.filter { $0.name.localizedCaseInsensitiveContains(name) }
                if !near.isEmpty { what += "; names with it: \(named(near))" }
            }
            throw Mismatch(message: "\(option): \(what) (see bmlt service-bodies).")
        }
        return matches[0].id
    }

    /// Why the server cannot answer in `language`, naming those it has; `nil` when it can.
    static func languageMismatch(_ language: String, on client: BMLTClient) async throws -> Mismatch? {
        let languages = try await client.serverInfo().languages.map(\.code)
        guard !languages.contains(language) else { return nil }
        return Mismatch(
            message: "--language \(language): the server has no such language. Its languages: "
                + languages.joined(separator: ", ") + "."
        )
    }
}

extension BMLTClient {
    /// Refuses a `--language` the server does not have, naming those it has: it would answer in its own.
    func checkLanguage(_ language: String) async throws {
        if let mismatch = try await MeetingQueryOptions.languageMismatch(language, on: self) {
            throw AdminOutput.usageError(mismatch.message)
        }
    }
}
