import Foundation

/// The XDG base directories: `$XDG_CONFIG_HOME` or `~/.config`, `$XDG_CACHE_HOME` or
/// `~/.cache`, `$XDG_DATA_HOME` or `~/.local/share`.
public enum XDGDirectory {
    case config, cache, data

    /// The base directory itself.
    public func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let (variable, fallback) = switch self {
        case .config: ("XDG_CONFIG_HOME", ".config")
        case .cache: ("XDG_CACHE_HOME", ".cache")
        case .data: ("XDG_DATA_HOME", ".local/share")
        }
        return environment[variable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(fallback)
    }

    /// Pixscout's own folder inside this base directory.
    public func pixscoutFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        folder(environment: environment).appendingPathComponent("pixscout")
    }
}
