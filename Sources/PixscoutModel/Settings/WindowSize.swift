/// The main window's size as a person left it, in points.
public struct WindowSize: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let maximized: Bool

    public init(width: Int, height: Int, maximized: Bool) {
        self.width = width
        self.height = height
        self.maximized = maximized
    }
}
