import GtkKit
import PixscoutTestSupport
import PixscoutViewModel
@testable import PixscoutView

/// The mock results and selection a results view shows, and the window actions its keys ask for.
@MainActor
final class ResultsFixture {
    let results = MockResults()
    let selection = MockSelection()
    /// The actions an image's keys asked the window for, each with the result selected then.
    var asked: [(action: PixscoutAction, selected: Int?)] = []

    var selectedIndex: ObservableProperty<Int?> { selection.selectedIndex }
    var visibleRows: [Range<Int>] { results.visibleRows }
    func replaceResults(count: Int) { results.replaceResults(count: count) }
    func appendResults(_ more: Int) { results.appendResults(more) }
}

/// How a test scrolls the view and reads its scrollbar.
extension ResultsView {
    /// The height of everything scrollable: every result's row, and the loading row.
    var scrollRange: Double { rows.scroller.verticalAdjustment.upper }

    /// Scrolls so that the list's `offset` pixel is at the top, as the scrollbar would.
    func scroll(to offset: Double) { rows.scroller.verticalAdjustment.value = offset }

    /// The title `row` draws: what a person reads in it.
    func drawnTitle(of row: ListBoxRow) -> String? { (rows.pool.line(for: row) as? ResultRow)?.tile.lines.first }
}

@MainActor
func makeView(results count: Int, layout: ResultsLayout = .list, width: Int = 700) -> (ResultsFixture, ResultsView,
    Window) {
    let viewModel = ResultsFixture()
    let window = Window(title: "Results", application: resultsApplication)
    for action in PixscoutAction.allCases where !action.imageKeys.isEmpty {
        window.addAction(action.name) { [weak viewModel] in
            viewModel?.asked.append((action, viewModel?.selectedIndex.value))
        }
    }
    let view = ResultsView(
        results: viewModel.results, selection: viewModel.selection, probe: nil,
            laterFrames: NextFrameQueue(widget: window), emptyWays: ResultsEmptyState.Ways(search: { _ in }) {}
    ) { nil }
    view.setLayout(layout)
    window.setDefaultSize(width: width, height: 700)
    window.add(view.root)
    window.showAll()
    view.restoreVisibility()
    viewModel.replaceResults(count: count)
    iterateMainLoop(until: "the rows to be laid out") {
        count == 0 || view.rows.list.row(at: 0)?.allocation.height ?? 0 > 1 && !viewModel.visibleRows.isEmpty
    }
    drainMainLoop()
    return (viewModel, view, window)
}

/// The application of the results' windows, whose actions the keys ask for.
@MainActor
private let resultsApplication: Application = {
    let application = Application(id: "io.github.pixscout.ResultsViewTests", unique: false)
    _ = application.register()
    return application
}()

/// The accessible names of the rows the list shows now, in order.
@MainActor
func shownNames(_ view: ResultsView) -> [String] {
    (0..<view.rows.list.rowCount).compactMap { view.rows.list.row(at: $0) }.filter(\.isVisible).map(\.accessibleName)
}

/// Each shown row's name and the text of its first label (the title it draws), in order.
@MainActor
func shownTitles(_ view: ResultsView) -> [(name: String, title: String?)] {
    (0..<view.rows.list.rowCount).compactMap { view.rows.list.row(at: $0) }.filter(\.isVisible)
        .map { ($0.accessibleName, view.drawnTitle(of: $0)) }
}
