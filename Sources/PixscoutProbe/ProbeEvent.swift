import Foundation

/// What a person would see change, one line each, as the end-to-end tests and `scripts/bench`
/// read it. A closed set: each case's text is written out here and read back by
/// ``init(text:)``, so tests wait for typed values and a round-trip test keeps both in step.
public enum ProbeEvent: Equatable, Sendable {
    case windowShown
    /// Any window of the app shown, hidden or given the keyboard, by its title: a dialog, a file
    /// chooser.
    case window(title: String, change: ProbedWindowChange)
    case rows(Int)
    case loadingMore(Bool)
    case visibleRows(first: Int, last: Int)
    /// The `count`th thumbnail painted since the results came, in row `row`, `width` by
    /// `height` pixels.
    case previewsShown(count: Int, row: Int, width: Int, height: Int)
    /// The results are shown as a list or a grid now.
    case resultsLayout(String)
    /// The grid's tiles are this large now, from the smallest (0).
    case tiles(Int)
    case status(ProbedSearchStatus)
    case summary(String)
    case attribution(String)
    /// The site's "did you mean" words, offered below the results.
    case suggestion(String)
    case banner(String)
    case notice(String)
    /// The Fit dialog's state as its main line says it: "ready 1920x1080", "refused SENTENCE".
    case fit(String)
    case detail(id: String, title: String, counts: String, license: String, source: String)
    /// A picture of a checked document, as its report shows it: "known", "unknown" or "refused".
    /// `licence` is one word, its code and version ("by-nc-nd-4.0"), or "-".
    case checkedPicture(verdict: String, licence: String, place: String)
    /// A sentence of a check's report about what could not be read.
    case checkProblem(String)
    case detailImage(id: String)
    case detailPane(shown: Bool)
    /// The detail pane is this many points wide now, its handle at `handleX` in the window.
    case paneWidth(Int, handleX: Int)
    case save(ProbedSaveState)
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
    /// "search" or "library".
    case mode(String)
    case shelf(id: String)
    case library(ProbedLibraryStatus)
    case selectedCount(Int)
    /// How far a Save to Folder is, from 0 to 1; nil once it is done.
    case folderSave(fraction: Double?)
    case libraryAttached(opened: Bool)
    /// The desktop's colour scheme, as the window now draws: at start-up and on every change.
    case colorScheme(dark: Bool)
    /// Where a widget a test clicks is, in window coordinates.
    case bounds(ProbedWidget, x: Int, y: Int, width: Int, height: Int)
    case rowBounds(index: Int, x: Int, y: Int, width: Int, height: Int)
    /// A main-loop stall, and how long the main thread ran and waited for a core meanwhile (nil
    /// where the kernel does not say).
    case stall(milliseconds: Double, ranMilliseconds: Double?, waitedMilliseconds: Double?)
    case searchProviderExported
    case savedKey(found: Bool, keyringAnswered: Bool)
    /// Every key and click sent before the probe's key has been handled (see `ProbeBarrier`).
    case barrier

    public var text: String {
        switch self {
        case .windowShown: "window-shown"
        case .window(let title, let change): "window \(change.rawValue) \(title)"
        case .rows(let count): "rows \(count)"
        case .loadingMore(let loading): "loading-more \(loading)"
        case .visibleRows(let first, let last): "visible-rows \(first) \(last)"
        case .previewsShown(let count, let row, let width,
            let height): "previews-shown \(count) \(width)x\(height) row \(row)"
        case .resultsLayout(let layout): "results-layout \(layout)"
        case .tiles(let size): "tiles \(size)"
        case .status(let status): "status " + status.text
        case .summary(let text): "summary \(text)"
        case .attribution(let text): "attribution \(text)"
        case .suggestion(let words): "suggestion \(words)"
        case .banner(let text): "banner \(text)"
        case .notice(let text): "notice \(text)"
        case .fit(let text): "fit \(text)"
        case .detail(let id, let title, let counts, let license,
            let source): "detail \(id) \(title) | \(counts) | \(license) | \(source)"
        case .checkedPicture(let verdict, let licence, let place): "checked-picture \(verdict) \(licence) \(place)"
        case .checkProblem(let text): "check-problem \(text)"
        case .detailImage(let id): "detail-image \(id)"
        case .detailPane(let shown): "detail-pane \(shown ? "shown" : "hidden")"
        case .paneWidth(let width, let handleX): "pane-width \(width) handle \(handleX)"
        case .save(let state): "save " + state.text
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
        case .mode(let mode): "mode \(mode)"
        case .shelf(let id): "shelf \(id)"
        case .library(let status): "library " + status.text
        case .selectedCount(let count): "selected \(count)"
        case .libraryAttached(let opened): "library-attached \(opened ? "open" : "unavailable")"
        case .colorScheme(let dark): "color-scheme \(dark ? "dark" : "light")"
        case .folderSave(let fraction): "folder-save " + (fraction.map { String(format: "%.2f", $0) } ?? "done")
        case .bounds(let widget, let x, let y, let width,
            let height): "\(widget.rawValue)-bounds \(x) \(y) \(width) \(height)"
        case .rowBounds(let index, let x, let y, let width,
            let height): "row-bounds \(index) \(x) \(y) \(width) \(height)"
        case .stall(let milliseconds, let ran, let waited):
            "stall \(Self.tenths(milliseconds)) ran \(Self.tenths(ran)) waited \(Self.tenths(waited))"
        case .searchProviderExported: "search-provider exported"
        case .savedKey(let found,
            let answered): "saved-key \(found ? "found" : "none")\(answered ? "" : " keyring-silent")"
        case .barrier: "barrier"
        }
    }

    /// A number of milliseconds to a tenth, or "-" for none.
    private static func tenths(_ milliseconds: Double?) -> String {
        milliseconds.map { String(format: "%.1f", $0) } ?? "-"
    }
}
