import Foundation

/// Remembers which library a person chose, in `$XDG_CONFIG_HOME/pixscout/provider`.
public struct ProviderChoiceStore: Sendable {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ProviderChoiceStore {
        let folder = XDGDirectory.config.pixscoutFolder(environment: environment)
        return ProviderChoiceStore(file: folder.appendingPathComponent("provider"))
    }

    /// The last choice, or nil when none was made (or the file names no known provider).
    public func load() -> ProviderID? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        return ProviderID(rawValue: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    public func save(_ provider: ProviderID) {
        // A choice that cannot be saved still holds for this session.
        try? PrivateFile.write(Data((provider.rawValue + "\n").utf8), to: file)
    }
}
