import PixscoutLocalization
import PixscoutViewModel

/// What the results area says when there is nothing to list: before a search, while the
/// first one runs, when nothing matched, when it failed; in the library, how to fill an
/// empty shelf.
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
        case .loadingShelf:
            page.show(icon: "content-loading-symbolic", title: tr("Opening your library…"), description: "")
        case .emptyShelf(let shelf):
            show(shelf)
        case .libraryUnavailable:
            page.show(icon: "dialog-warning-symbolic", title: tr("Your library is not available"),
                      description: tr("The message above says what went wrong."))
        }
    }

    private func show(_ shelf: EmptyShelf) {
        switch shelf {
        case .starred:
            page.show(icon: "starred-symbolic", title: tr("No starred images yet"),
                      description: tr("Star an image with Ctrl+D, or Star in its menu, to keep it here."))
        case .collection(let name):
            page.show(icon: "folder-symbolic", title: String(format: tr("“%@” is empty"), name),
                      description: tr("Add images to it with Add to Collection… in their menu."))
        case .used:
            page.show(icon: "document-save-symbolic", title: tr("No images used yet"),
                      description: tr("Images you save, copy, drag out or set as wallpaper are listed here with their credits."))
        case .history:
            page.show(icon: "document-open-recent-symbolic", title: tr("No history yet"),
                      description: tr("Images you look at are listed here."))
        }
    }
}
