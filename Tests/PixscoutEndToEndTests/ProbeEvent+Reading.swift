import Foundation
import PixscoutProbe

/// What the end-to-end tests read from an event: its values when it is of the kind asked for,
/// nil otherwise.
extension ProbeEvent {
    /// The lines of the event log at `file`, without their timestamps.
    static func loggedLines(in file: URL) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map { line in
            String(line.drop { $0 != " " }.dropFirst())
        }
    }

    var rowCount: Int? {
        if case .rows(let count) = self { count } else { nil }
    }

    /// Some rows, not none.
    var hasRows: Bool {
        (rowCount ?? 0) > 0
    }

    var previewCount: Int? {
        if case .previewsShown(let count, _, _, _) = self { count } else { nil }
    }

    var detailID: String? {
        if case .detail(let id, _, _, _, _) = self { id } else { nil }
    }

    var detailTitle: String? {
        if case .detail(_, let title, _, _, _) = self { title } else { nil }
    }

    /// The detail's line of views, downloads and likes.
    var detailCounts: String? {
        if case .detail(_, _, let counts, _, _) = self { counts } else { nil }
    }

    /// The detail's licence line.
    var detailLicense: String? {
        if case .detail(_, _, _, let license, _) = self { license } else { nil }
    }

    /// The detail's line that names the library and the source.
    var detailSource: String? {
        if case .detail(_, _, _, _, let source) = self { source } else { nil }
    }

    /// The detail pane's width and where its handle is.
    var pane: (width: Int, handleX: Int)? {
        if case .paneWidth(let width, let handleX) = self { (width, handleX) } else { nil }
    }

    var searchStatus: ProbedSearchStatus? {
        if case .status(let status) = self { status } else { nil }
    }

    /// The footer's summary.
    var summaryText: String? {
        if case .summary(let text) = self { text } else { nil }
    }

    var noticeText: String? {
        if case .notice(let text) = self { text } else { nil }
    }

    /// Where a save put the file.
    var savedPath: String? {
        if case .save(.saved(let path)) = self { path } else { nil }
    }

    /// Fit's state, as the dialog says it.
    var fitState: String? {
        if case .fit(let state) = self { state } else { nil }
    }

    var bannerText: String? {
        if case .banner(let text) = self { text } else { nil }
    }

    var quickLookIndex: Int? {
        switch self {
        case .quickLook(let index, _), .quickLookImage(let index, _, _), .quickLookBroken(let index): index
        default: nil
        }
    }

    /// Where a widget or a row is, in window coordinates.
    var rectangle: (x: Int, y: Int, width: Int, height: Int)? {
        switch self {
        case .bounds(_, let x, let y, let width, let height), .rowBounds(_, let x, let y, let width, let height):
            (x, y, width, height)
        default: nil
        }
    }

    func isBounds(of widget: ProbedWidget) -> Bool {
        if case .bounds(widget, _, _, _, _) = self { true } else { false }
    }

    /// Where `row` is once laid out: a row GTK has not placed yet (its layout still a frame away
    /// on a busy machine, after the input before it was handled) is 1 pixel wide and high.
    func isRowBounds(ofRow row: Int) -> Bool {
        if case .rowBounds(row, _, _, let width, let height) = self { width > 1 && height > 1 } else { false }
    }
}

extension ProbedSearchStatus {
    /// Results are in, for whichever search.
    var isResults: Bool {
        if case .results = self { true } else { false }
    }

    /// The search's results are in: for `query`, `count` of them when it is given.
    func isResults(for query: String, count expected: Int? = nil) -> Bool {
        guard case .results(query, let count, _) = self else { return false }
        return expected.map { $0 == count } ?? true
    }
}
