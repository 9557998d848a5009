import ArgumentParser
import Foundation
import PixscoutModel

extension SiteID: ExpressibleByArgument {}

/// `pixscout [--site NAME] [--api-url [NAME=]URL]... [--query Q] [--sample] [--new-instance | --search-provider]`
public struct PixscoutCommand: ParsableCommand {
    /// Derived from the registered sites, as every list of them is.
    public static var configuration: CommandConfiguration {
        let keys = SiteID.keyed.compactMap { site in site.keyVariable.map { "\($0) for \(site.name)" } }
        return CommandConfiguration(
            commandName: "pixscout",
            abstract: "Find free images from \(listed(SiteID.remote.map(\.name), last: "and")).",
            discussion: """
                Without a Pixabay API key, Pixscout searches Openverse; when no site can be \
                reached, it shows its bundled sample catalog. Keys of your own are set in \
                Preferences, or in the environment: \(listed(keys, last: "and")).
                """,
            version: AppInfo.version, subcommands: [CreditsCommand.self])
    }

    @Option(help: ArgumentHelp(
        "The site to search: \(listed(SiteID.allCases.map(\.rawValue))) (also PIXSCOUT_SITE).",
            valueName: "name"))
    var site: SiteID?

    /// What `--site` was called before: scripts and launchers that say it keep working.
    @Option(help: ArgumentHelp("The former name of --site, still accepted (also PIXSCOUT_PROVIDER).",
        valueName: "name"))
    var provider: SiteID?

    @Option(help: ArgumentHelp(
        "The search endpoint of the chosen site, such as a local server speaking its format "
            + "(also PIXSCOUT_API_URL); as \(listed(SiteID.remote.map { "\($0.rawValue)=URL" })), "
            + "that site's, whichever is chosen (repeatable).",
        valueName: "[name=]url"))
    var apiURL: [String] = []

    @Option(help: "Search for this when the window opens.")
    var query: String?

    @Flag(help: "Show the bundled sample catalog (the same as --site sample).")
    var sample = false

    @Flag(help: "Open a window of its own, even when Pixscout is already running.")
    var newInstance = false

    @Flag(help: ArgumentHelp(
        "Answer GNOME Shell's searches with no window until a result is opened, "
            + "and exit when idle (the desktop starts it so)."))
    var searchProvider = false

    public init() {}

    public func validate() throws {
        do {
            _ = try APIEndpoints(parsing: apiURL)
        } catch {
            throw ValidationError(error.description)
        }
        if searchProvider, newInstance {
            throw ValidationError("--search-provider and --new-instance contradict each other")
        }
        if let site, let provider, site != provider {
            throw ValidationError("--site \(site.rawValue) and --provider \(provider.rawValue) contradict each other")
        }
        if sample, let site = site ?? provider, site != .sample {
            throw ValidationError("--sample and --site \(site.rawValue) contradict each other")
        }
    }

    /// The site named, by `--site` or its former name, which is noted on standard error.
    private var chosenSite: SiteID? {
        if provider != nil, site == nil { Self.note(former: "--provider", current: "--site") }
        return site ?? provider
    }

    /// One line on standard error naming an option's new name.
    static func note(former: String, current: String) {
        FileHandle.standardError.write(Data("pixscout: \(former) is now \(current); the old name still works.\n".utf8))
    }

    public func run() throws {
        PixscoutApplication.prepare()
        // validate() has read them already.
        let endpoints = (try? APIEndpoints(parsing: apiURL)) ?? APIEndpoints()
        let configuration = AppConfiguration.resolve(
            site: sample ? .sample : chosenSite, apiURL: endpoints.chosen, apiURLs: endpoints.named, query: query,
            keyrings: Dictionary(uniqueKeysWithValues: SiteID.keyed.map { site in
                (site, TimeLimitedSecretStore(KeyringSecretStore(service: site.rawValue,
                    label: "\(site.name) API key for Pixscout")) as any SecretStoring)
            }))
        // Read once, here, before any thread starts: no program Pixscout opens (a browser, a
        // file manager) inherits the key.
        for variable in SiteID.keyed.compactMap(\.keyVariable) { unsetenv(variable) }
        let mode: PixscoutApplication.Mode = searchProvider ? .searchProvider : newInstance ? .newInstance : .window
        let status = MainActor.assumeIsolated {
            PixscoutApplication.run(configuration: configuration, mode: mode)
        }
        if status != 0 {
            throw ExitCode(status)
        }
    }
}

/// "a, b or c", as the command line's help lists names.
private func listed(_ names: [String], last: String = "or") -> String {
    names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " \(last) " + names[names.count - 1]
}
