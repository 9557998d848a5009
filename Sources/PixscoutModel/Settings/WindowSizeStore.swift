import Foundation

/// Remembers the window's size, in `$XDG_CONFIG_HOME/pixscout/window` ("1100 660" and
/// "maximized" when it was).
public struct WindowSizeStore: Sendable {
    /// The smallest and largest sizes taken from the file: anything else is not a window a
    /// person made, and the default serves better.
    static let sides = 360...16_384

    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> WindowSizeStore {
        WindowSizeStore(file: XDGDirectory.config.pixscoutFolder(environment: environment).appendingPathComponent("window"))
    }

    /// The saved size, or nil when none was saved or the file does not hold a sensible one.
    public func load() -> WindowSize? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2, let width = Int(words[0]), let height = Int(words[1]),
              Self.sides.contains(width), Self.sides.contains(height)
        else { return nil }
        return WindowSize(width: width, height: height, maximized: words.dropFirst(2).contains("maximized"))
    }

    public func save(_ size: WindowSize) {
        // A size that cannot be saved only means the default next time.
        let text = "\(size.width) \(size.height)" + (size.maximized ? " maximized" : "") + "\n"
        try? PrivateFile.write(Data(text.utf8), to: file)
    }
}
