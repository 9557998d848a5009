import PixscoutModel

/// The window's size: the one a person left it at, or one that fits the screen it opens on,
/// and whether the detail pane fits beside the results.
@MainActor
public protocol WindowLayoutViewModeling: AnyObject {
    /// The size to open at, given the part of the screen a window may take (without the
    /// header bar, which the window adds).
    func initialLayout(workArea: (width: Int, height: Int)?) -> WindowLayout
    /// Keeps `layout` for the next start: called whenever a choice changes, it writes off the
    /// main thread and only when something changed.
    func remember(_ layout: WindowLayout)

    /// Below this width the detail pane leaves the results their room; F9 still shows it.
    var narrowWidth: Int { get }
}

/// ``WindowLayoutViewModeling`` over a ``WindowSizeStore``.
@MainActor
public final class WindowLayoutViewModel: WindowLayoutViewModeling {
    /// Fits a 1366x768 laptop with its top panel, the header bar and room to spare.
    static let preferred = (width: 1100, height: 640)
    /// What the header bar and a margin around the window take from the work area.
    static let frame = (width: 64, height: 96)
    public let narrowWidth = 900
    private let store: WindowSizeStore?
    private let writer: LatestValueWriter<WindowSize>?
    private var remembered: WindowLayout?

    public init(store: WindowSizeStore?) {
        self.store = store
        writer = store.map { store in LatestValueWriter { store.save($0) } }
    }

    public func initialLayout(workArea: (width: Int, height: Int)?) -> WindowLayout {
        let saved = store?.load()
        let wanted = saved.map { (width: $0.width, height: $0.height) } ?? Self.preferred
        let results: ResultsLayout = saved?.showsGrid == true ? .grid : .list
        let tiles = saved?.tileSize.flatMap(GridTileSize.init(rawValue:)) ?? .standard
        guard let workArea, workArea.width > Self.frame.width, workArea.height > Self.frame.height else {
            return WindowLayout(
                width: wanted.width, height: wanted.height, maximized: saved?.maximized ?? false,
                paneWidth: saved?.paneWidth, results: results, tiles: tiles)
        }
        // A size saved on a larger screen, or a default too big for this one, shrinks to fit.
        return WindowLayout(
            width: min(wanted.width, workArea.width - Self.frame.width),
            height: min(wanted.height, workArea.height - Self.frame.height),
            maximized: saved?.maximized ?? false, paneWidth: saved?.paneWidth, results: results, tiles: tiles)
    }

    public func remember(_ layout: WindowLayout) {
        guard layout != remembered else { return }
        remembered = layout
        writer?.submit(WindowSize(
            width: layout.width, height: layout.height, maximized: layout.maximized, paneWidth: layout.paneWidth,
            showsGrid: layout.results == .grid, tileSize: layout.tiles.rawValue))
    }
}
