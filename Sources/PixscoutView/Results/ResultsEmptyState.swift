import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// What the results area says when there is nothing to list: before a search, while the
/// first one runs, when nothing matched (with words that find something, and the filters that
/// narrowed the search and a button to clear them), when it failed; in the library, how to
/// fill an empty shelf.
@MainActor
final class ResultsEmptyState {
    /// What the person can do from an empty answer: search offered words, clear the filters.
    struct Ways {
        let search: @MainActor (String) -> Void
        let clearFilters: @MainActor () -> Void
    }

    let page = StatusPage()
    private let wordsTitle = Label(tr("These words find images here:"))
    private let words = LinkList(wraps: false)
    private let filters = Label()
    private let clearFilters = Button(label: tr("_Clear Filters"))
    private var offered: [String] = []

    init(ways: Ways, probe: (any ViewProbing)?) {
        words.setAlignment(horizontal: .center, vertical: .center)
        filters.addStyleClass("dim-label")
        filters.setWrap(true)
        filters.setMaxWidthInCharacters(50)
        clearFilters.setAlignment(horizontal: .center, vertical: .center)
        for part in [wordsTitle, words, filters, clearFilters] as [Widget] {
            page.root.packStart(part)
            part.hideUntilShown()
        }
        words.onActivate { [weak self] index in
            guard let self, offered.indices.contains(index) else { return }
            ways.search(offered[index])
        }
        clearFilters.onClicked { ways.clearFilters() }
        probe?.recordBounds(of: words, as: .offeredWords)
        probe?.recordBounds(of: clearFilters, as: .clearFilters)
    }

    func show(_ reason: EmptyResults) {
        showOffers(words: [], filters: [])
        switch reason {
        case .start:
            page.show(icon: "system-search-symbolic", title: tr("Search free images"),
                      description: tr("Type what you are looking for and press Enter."))
        case .searching(let query):
            page.show(icon: "content-loading-symbolic", title: tr("Searching…"),
                      description: query.isEmpty ? "" : String(format: tr("Looking for “%@”."), query))
        case .noResults(let query, let words, let filters):
            page.show(
                icon: "edit-find-symbolic", title: tr("No images found"),
                description: query.isEmpty
                    ? tr("Try other filters.")
                    : String(format: tr("Nothing matches “%@”. Try other words or filters."), query))
            showOffers(words: words, filters: filters)
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

    /// Words to search instead ("Try: sky, waves"), and the filters in use with Clear Filters.
    private func showOffers(words offered: [String], filters narrowing: [String]) {
        self.offered = offered
        if !offered.isEmpty {
            words.setItems(offered, separator: ", ")
            words.accessibleName = String(format: tr("Try: %@"), offered.joined(separator: ", "))
        }
        words.isVisible = !offered.isEmpty
        wordsTitle.isVisible = !offered.isEmpty
        filters.text = String(format: tr("Filters in use: %@."), narrowing.joined(separator: ", "))
        filters.isVisible = !narrowing.isEmpty
        clearFilters.isVisible = !narrowing.isEmpty
    }
}
