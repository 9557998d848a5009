import GtkKit
import PixscoutProbe

/// The results beside the detail pane, with a handle between them to share the width. The
/// pane keeps the width a person dragged it to (restored once first laid out, noted as it
/// changes); below a narrow window width it makes room for the results, and F9 shows or hides
/// it for the width as it is.
@MainActor
final class ResultsBesideDetail {
    let root = Paned()
    private let results: Widget
    private let detail: Widget
    private let narrowWidth: Int
    private let probe: (any ViewProbing)?
    /// The width to restore once laid out, and the last one seen.
    private var savedPaneWidth: Int?
    private(set) var paneWidth: Int?
    private var isNarrow = false
    private var shownWhenWide = true
    private var shownWhenNarrow = false
    private(set) var detailShare = 0
    /// Hears the width the pane and its handle take beside the results, when it changes: what
    /// is over the results centres itself on them.
    var onDetailShareChanged: @MainActor (Int) -> Void = { _ in }

    /// - Parameters:
    ///   - narrowWidth: below this window width the pane hides unless F9 shows it.
    ///   - paneWidth: the width the pane was left at; nil for its own.
    init(results: Widget, detail: Widget, narrowWidth: Int, paneWidth: Int?, probe: (any ViewProbing)?) {
        self.results = results
        self.detail = detail
        self.narrowWidth = narrowWidth
        self.probe = probe
        savedPaneWidth = paneWidth
        self.paneWidth = paneWidth
        root.setStart(results)
        root.setEnd(detail)
        root.onSizeAllocate { [weak self] in self?.laidOut() }
    }

    /// F9: a narrow window keeps its own choice, so that widening it brings the pane back.
    func toggleDetailPane() {
        if isNarrow {
            shownWhenNarrow.toggle()
        } else {
            shownWhenWide.toggle()
        }
        showPaneAsChosen()
    }

    /// The window is `width` wide now.
    func windowWidthChanged(_ width: Int) {
        let narrow = width < narrowWidth
        guard narrow != isNarrow else { return }
        isNarrow = narrow
        // Not while GTK lays the window out: showing or hiding the pane lays it out again.
        MainLoop.repeatWhenIdle { [weak self] in
            self?.showPaneAsChosen()
            return false
        }
    }

    private func showPaneAsChosen() {
        let shown = isNarrow ? shownWhenNarrow : shownWhenWide
        guard shown != detail.isVisible else { return }
        detail.isVisible = shown
        probe?.record(.detailPane(shown: shown))
    }

    private func laidOut() {
        let total = root.allocation.width
        let share = detail.isVisible ? max(0, total - results.allocation.width) : 0
        if share != detailShare {
            detailShare = share
            onDetailShareChanged(share)
        }
        guard detail.isVisible, total > 1 else { return }
        if let saved = savedPaneWidth {
            savedPaneWidth = nil
            let handle = max(0, total - results.allocation.width - detail.allocation.width)
            let position = total - handle - saved
            if position > 0, position != root.position {
                MainLoop.repeatWhenIdle { [weak self] in
                    self?.root.position = position
                    return false
                }
            }
            return
        }
        let width = detail.allocation.width
        guard width != paneWidth else { return }
        paneWidth = width
        probe?.record(.paneWidth(width, handleX: (root.positionInWindow?.x ?? 0) + root.position))
    }
}
