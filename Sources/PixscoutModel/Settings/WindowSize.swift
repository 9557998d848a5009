/// The main window's size as a person left it, in points, with the detail pane's width,
/// whether the results were a grid, and the size of its tiles.
public struct WindowSize: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let maximized: Bool
    /// The detail pane's width; nil for its default.
    public let paneWidth: Int?
    public let showsGrid: Bool
    /// The grid's tile size, from the smallest (0); nil for the default.
    public let tileSize: Int?

    public init(
        width: Int, height: Int, maximized: Bool, paneWidth: Int? = nil, showsGrid: Bool = false, tileSize: Int? = nil
    ) {
        self.width = width
        self.height = height
        self.maximized = maximized
        self.paneWidth = paneWidth
        self.showsGrid = showsGrid
        self.tileSize = tileSize
    }
}
