import Foundation

/// Keeps the search filters across restarts, in `$XDG_CONFIG_HOME/pixscout/filters.json`.
public struct SearchFiltersStore: Sendable {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SearchFiltersStore {
        SearchFiltersStore(file: XDGDirectory.config.pixscoutFolder(environment: environment)
            .appendingPathComponent("filters.json"))
    }

    /// The saved filters, or the defaults when there are none or the file is unreadable.
    public func load() -> SearchFilters {
        guard let data = FileManager.default.contents(atPath: file.path),
              let filters = try? JSONDecoder().decode(SearchFilters.self, from: data)
        else { return SearchFilters() }
        return filters
    }

    public func save(_ filters: SearchFilters) {
        guard let data = try? JSONEncoder().encode(filters) else { return }
        // Filters that cannot be saved still apply to this session.
        try? PrivateFile.write(data, to: file)
    }
}
