import Foundation

/// The XDG base directories: `$XDG_CONFIG_HOME` or `~/.config`, `$XDG_CACHE_HOME` or `~/.cache`.
public enum XDGDirectory {
    case config, cache

    /// Pixscout's own folder inside this base directory.
    public func pixscoutFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let (variable, fallback) = switch self {
        case .config: ("XDG_CONFIG_HOME", ".config")
        case .cache: ("XDG_CACHE_HOME", ".cache")
        }
        let base = environment[variable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(fallback)
        return base.appendingPathComponent("pixscout")
    }
}
