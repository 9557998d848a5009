import ArgumentParser
import Foundation

/// `pixscout [--api-url URL] [--query Q] [--sample]`
public struct PixscoutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "pixscout",
        abstract: "Find free images from Pixabay.",
        discussion: """
            With no Pixabay API key, Pixscout shows its bundled sample catalog. Set the key in \
            Preferences, or in the environment as PIXABAY_API_KEY.
            """)

    @Option(help: ArgumentHelp(
        "A Pixabay-compatible API to search instead of https://pixabay.com/api/ (also PIXSCOUT_API_URL).",
        valueName: "url"))
    var apiURL: String?

    @Option(help: "Search for this when the window opens.")
    var query: String?

    @Flag(help: "Show the bundled sample catalog, even with an API key.")
    var sample = false

    public init() {}

    public func validate() throws {
        if let apiURL, let components = URLComponents(string: apiURL),
           !["http", "https"].contains(components.scheme?.lowercased() ?? "") || components.host == nil
        {
            throw ValidationError("--api-url must be an http or https URL, such as http://127.0.0.1:8000/api/")
        }
    }

    public func run() throws {
        let configuration = AppConfiguration.resolve(apiURL: apiURL, query: query, sample: sample)
        let status = MainActor.assumeIsolated {
            PixscoutApplication.run(configuration: configuration)
        }
        if status != 0 {
            throw ExitCode(status)
        }
    }
}
