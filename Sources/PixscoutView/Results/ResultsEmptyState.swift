import PixscoutLocalization
import PixscoutViewModel

/// What the results area says when there is nothing to list: before a search, while the
/// first one runs, when nothing matched, when it failed.
@MainActor
final class ResultsEmptyState {
    let page = StatusPage()

    func show(_ reason: EmptyResults) {
        switch reason {
        case .start:
            page.show(icon: "system-search-symbolic", title: tr("Search free images"),
                      description: tr("Type what you are looking for and press Enter."))
        case .searching(let query):
            page.show(icon: "content-loading-symbolic", title: tr("Searching…"),
                      description: query.isEmpty ? "" : String(format: tr("Looking for “%@”."), query))
        case .noResults(let query):
            page.show(
                icon: "edit-find-symbolic", title: tr("No images found"),
                description: query.isEmpty
                    ? tr("Try other filters.")
                    : String(format: tr("Nothing matches “%@”. Try other words or filters."), query))
        case .failed:
            page.show(icon: "network-error-symbolic", title: tr("No results to show"),
                      description: tr("The message above says what went wrong."))
        }
    }
}
