/// The main window's size as a person left it, in points, with the detail pane's width and
/// whether the results were a grid.
public struct WindowSize: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let maximized: Bool
    /// The detail pane's width; nil for its default.
    public let paneWidth: Int?
    public let showsGrid: Bool

    public init(width: Int, height: Int, maximized: Bool, paneWidth: Int? = nil, showsGrid: Bool = false) {
        self.width = width
        self.height = height
        self.maximized = maximized
        self.paneWidth = paneWidth
        self.showsGrid = showsGrid
    }
}
