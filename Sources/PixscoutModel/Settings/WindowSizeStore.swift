import Foundation

/// Remembers the window's size, in `$XDG_CONFIG_HOME/pixscout/window`: "1100 660", then
/// "maximized" when it was, "grid" when the results were a grid, "pane=480" and "tiles=2".
public struct WindowSizeStore: Sendable {
    /// The smallest and largest sizes taken from the file: anything else is not a window a
    /// person made, and the default serves better.
    static let sides = 360...16_384
    static let paneWidths = 200...4096
    static let tileSizes = 0...9

    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> WindowSizeStore {
        let folder = XDGDirectory.config.pixscoutFolder(environment: environment)
        return WindowSizeStore(file: folder.appendingPathComponent("window"))
    }

    /// The saved size, or nil when none was saved or the file does not hold a sensible one.
    public func load() -> WindowSize? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2, let width = Int(words[0]), let height = Int(words[1]),
              Self.sides.contains(width), Self.sides.contains(height)
        else { return nil }
        let flags = words.dropFirst(2)
        let number = { (name: String) in
            flags.first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
        }
        return WindowSize(
            width: width, height: height, maximized: flags.contains("maximized"),
            paneWidth: number("pane").flatMap { Self.paneWidths.contains($0) ? $0 : nil },
            showsGrid: flags.contains("grid"),
            tileSize: number("tiles").flatMap { Self.tileSizes.contains($0) ? $0 : nil })
    }

    public func save(_ size: WindowSize) {
        // A size that cannot be saved only means the default next time.
        let flags = [size.maximized ? "maximized" : nil, size.showsGrid ? "grid" : nil,
            size.paneWidth.map { "pane=\($0)" }, size.tileSize.map { "tiles=\($0)" }]
        let text = (["\(size.width) \(size.height)"] + flags.compactMap { $0 }).joined(separator: " ") + "\n"
        try? PrivateFile.write(Data(text.utf8), to: file)
    }
}
