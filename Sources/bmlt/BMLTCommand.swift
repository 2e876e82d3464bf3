import ArgumentParser

@main
struct BMLTCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bmlt", abstract: "Query BMLT servers.")
}
