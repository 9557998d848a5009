import PixscoutViewModel

/// What a person would see change, one line each, as the end-to-end tests and `scripts/bench`
/// read it. A closed set, each case with its text written out here: renaming a type or a case
/// elsewhere cannot change what a test waits for.
public enum ProbeEvent: Sendable {
    case windowShown
    case rows(Int)
    case loadingMore(Bool)
    case visibleRows(first: Int, last: Int)
    /// The `count`th thumbnail painted since the results came, in row `row`, `pixels` wide and high.
    case previewsShown(count: Int, row: Int, pixels: (width: Int, height: Int))
    /// The results are shown as a list or a grid now.
    case resultsLayout(String)
    case status(SearchStatus)
    case summary(String)
    case attribution(String)
    /// The library's "did you mean" words, offered below the results.
    case suggestion(String)
    case banner(String)
    case notice(String)
    case detail(id: String, title: String, counts: String, license: String, source: String)
    case detailImage(id: String)
    case detailPane(shown: Bool)
    /// The detail pane is this many points wide now, its handle at `handleX` in the window.
    case paneWidth(Int, handleX: Int)
    case save(SaveState)
    case quickLook(index: Int, title: String)
    case quickLookImage(index: Int, width: Int, height: Int)
    case quickLookBroken(index: Int)
    case quickLookClosed
    case contextMenu
    case clipboardText(String)
    case clipboardImage(width: Int, height: Int)
    case opened(String)
    case openFailed
    case wallpaper(outcome: String, path: String)
    case dragBegin(link: String)
    case dragFile(path: String?)
    case dragDelivered(path: String)
    case mode(BrowseMode)
    case shelf(id: String)
    case library(LibraryStatus)
    case selectedCount(Int)
    case folderSave(FolderSaveProgress?)
    case libraryAttached(opened: Bool)
    /// The desktop's colour scheme, as the window now draws: at start-up and on every change.
    case colorScheme(dark: Bool)
    /// Where a widget a test clicks is, in window coordinates.
    case bounds(ProbedWidget, x: Int, y: Int, width: Int, height: Int)
    case rowBounds(index: Int, x: Int, y: Int, width: Int, height: Int)
    case stall(milliseconds: Double)
    case searchProviderExported
    case savedKey(found: Bool, keyringAnswered: Bool)
    /// Every key and click sent before the probe's key has been handled (see ``ProbeBarrier``).
    case barrier

    public var text: String {
        switch self {
        case .windowShown: "window-shown"
        case .rows(let count): "rows \(count)"
        case .loadingMore(let loading): "loading-more \(loading)"
        case .visibleRows(let first, let last): "visible-rows \(first) \(last)"
        case .previewsShown(let count, let row,
            let pixels): "previews-shown \(count) \(pixels.width)x\(pixels.height) row \(row)"
        case .resultsLayout(let layout): "results-layout \(layout)"
        case .status(let status): "status " + Self.text(status)
        case .summary(let text): "summary \(text)"
        case .attribution(let text): "attribution \(text)"
        case .suggestion(let words): "suggestion \(words)"
        case .banner(let text): "banner \(text)"
        case .notice(let text): "notice \(text)"
        case .detail(let id, let title, let counts, let license,
            let source): "detail \(id) \(title) | \(counts) | \(license) | \(source)"
        case .detailImage(let id): "detail-image \(id)"
        case .detailPane(let shown): "detail-pane \(shown ? "shown" : "hidden")"
        case .paneWidth(let width, let handleX): "pane-width \(width) handle \(handleX)"
        case .save(let state): "save " + Self.text(state)
        case .quickLook(let index, let title): "quick-look \(index) \(title)"
        case .quickLookImage(let index, let width, let height): "quick-look-image \(index) \(width)x\(height)"
        case .quickLookBroken(let index): "quick-look-broken \(index)"
        case .quickLookClosed: "quick-look closed"
        case .contextMenu: "context-menu"
        case .clipboardText(let text): "clipboard-text \(text)"
        case .clipboardImage(let width, let height): "clipboard-image \(width)x\(height)"
        case .opened(let url): "opened \(url)"
        case .openFailed: "open-failed"
        case .wallpaper(let outcome, let path): "wallpaper \(outcome) \(path)"
        case .dragBegin(let link): "drag-begin \(link)"
        case .dragFile(let path): "drag-file \(path ?? "none")"
        case .dragDelivered(let path): "drag-delivered \(path)"
        case .mode(let mode): "mode \(mode.rawValue)"
        case .shelf(let id): "shelf \(id)"
        case .library(let status): "library " + Self.text(status)
        case .selectedCount(let count): "selected \(count)"
        case .libraryAttached(let opened): "library-attached \(opened ? "open" : "unavailable")"
        case .colorScheme(let dark): "color-scheme \(dark ? "dark" : "light")"
        case .folderSave(let progress): "folder-save " + (progress.map { String(format: "%.2f", $0.fraction) }
            ?? "done")
        case .bounds(let widget, let x, let y, let width,
            let height): "\(widget.name)-bounds \(x) \(y) \(width) \(height)"
        case .rowBounds(let index, let x, let y, let width,
            let height): "row-bounds \(index) \(x) \(y) \(width) \(height)"
        case .stall(let milliseconds): "stall " + String(format: "%.1f", milliseconds)
        case .searchProviderExported: "search-provider exported"
        case .savedKey(let found,
            let answered): "saved-key \(found ? "found" : "none")\(answered ? "" : " keyring-silent")"
        case .barrier: "barrier"
        }
    }

    private static func text(_ status: SearchStatus) -> String {
        switch status {
        case .idle: "idle"
        case .searching(let query): "searching(query: \(quoted(query)))"
        case .results(let query, let count, let total):
            "results(query: \(quoted(query)), count: \(count), total: \(total.map { "Optional(\($0))" } ?? "nil"))"
        case .noResults(let query): "noResults(query: \(quoted(query)))"
        case .failed(let query): "failed(query: \(quoted(query)))"
        }
    }

    private static func text(_ status: LibraryStatus) -> String {
        switch status {
        case .opening: "opening"
        case .loading: "loading"
        case .shown(let count): "shown \(count)"
        case .failed: "failed"
        case .unavailable: "unavailable"
        }
    }

    private static func text(_ state: SaveState) -> String {
        switch state {
        case .idle: "idle"
        case .saving(let fraction): "saving(fraction: \(fraction.map { "Optional(\($0))" } ?? "nil"))"
        case .saved(let path): "saved(path: \(quoted(path)))"
        case .failed(let message): "failed(message: \(quoted(message)))"
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// The widgets whose place a test asks for.
public enum ProbedWidget: Sendable {
    case credit
    case retry
    case tags
    case followUps
    case suggestion

    var name: String {
        switch self {
        case .credit: "credit"
        case .retry: "retry"
        case .tags: "tags"
        case .followUps: "follow-ups"
        case .suggestion: "suggestion"
        }
    }
}
