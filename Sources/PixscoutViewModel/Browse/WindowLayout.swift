/// The main window's size, in points, as the view opens it and reports it.
public struct WindowLayout: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let maximized: Bool

    public init(width: Int, height: Int, maximized: Bool) {
        self.width = width
        self.height = height
        self.maximized = maximized
    }
}
