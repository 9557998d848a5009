import Foundation

/// Remembers which site a person chose, in `$XDG_CONFIG_HOME/pixscout/provider` (the file
/// keeps its first name, so that a choice made before still counts).
public struct SiteChoiceStore: Sendable {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SiteChoiceStore {
        let folder = XDGDirectory.config.pixscoutFolder(environment: environment)
        return SiteChoiceStore(file: folder.appendingPathComponent("provider"))
    }

    /// The last choice, or nil when none was made (or the file names no known site).
    public func load() -> SiteID? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        return SiteID(rawValue: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    public func save(_ site: SiteID) {
        // A choice that cannot be saved still holds for this session.
        try? PrivateFile.write(Data((site.rawValue + "\n").utf8), to: file)
    }
}
