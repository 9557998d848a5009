import Foundation

/// Remembers the choice to ask Wikimedia Commons in `$XDG_CONFIG_HOME/pixscout/ask-commons`
/// ("yes" or "no"); no file is "no".
public struct CommonsLookupChoiceStore: CommonsLookupChoosing {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> CommonsLookupChoiceStore {
        CommonsLookupChoiceStore(file: XDGDirectory.config.pixscoutFolder(environment: environment)
            .appendingPathComponent("ask-commons"))
    }

    public func asksCommons() -> Bool {
        SafeFile.read(file.path, maxBytes: 16).map { String(decoding: $0, as: UTF8.self) }?
            .trimmingCharacters(in: .whitespacesAndNewlines) == "yes"
    }

    public func setAsksCommons(_ asks: Bool) {
        // A choice that cannot be saved still holds for this session.
        try? PrivateFile.write(Data((asks ? "yes\n" : "no\n").utf8), to: file)
    }
}
