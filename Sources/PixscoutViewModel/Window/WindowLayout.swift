/// The main window's size, in points, as the view opens it and reports it, with the detail
/// pane's width (nil: its default) and how the results are shown: a list or a grid, and the
/// grid's tile size.
public struct WindowLayout: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let maximized: Bool
    public let paneWidth: Int?
    public let results: ResultsLayout
    public let tiles: GridTileSize

    public init(
        width: Int, height: Int, maximized: Bool, paneWidth: Int? = nil, results: ResultsLayout = .list,
        tiles: GridTileSize = .standard
    ) {
        self.width = width
        self.height = height
        self.maximized = maximized
        self.paneWidth = paneWidth
        self.results = results
        self.tiles = tiles
    }
}
