import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// Below the results: how many there are (and how many are selected, when several are), and
/// where they come from, with a link there.
@MainActor
final class StatusFooter {
    let root = Box(.horizontal, spacing: 12)
    private let summary = Label()
    /// "Did you mean sky?", the site's suggestion a link that searches it.
    private let suggestion = LinkList(wraps: false)
    private let attributionLink = LinkButton(uri: "https://openverse.org/", label: "")
    private let attributionText = Label()
    /// "Images from:" and a link to each site, when several are searched at once: one line
    /// that ends in an ellipsis where the window is narrow, never widening it.
    private let siteLinks = Box(.horizontal, spacing: 6)
    private let siteNames = LinkList(wraps: false, ellipsizes: true)
    private var shownLinks: [AttributionLink] = []
    private let browser: GtkURLOpener
    private var observations: [ObservationToken] = []
    private let probe: (any ViewProbing)?
    private let viewModel: any SearchViewModeling
    private let windowModel: any WindowViewModeling
    private let library: any LibraryViewModeling
    private let selection: any SelectionViewModeling

    init(
        windowModel: any WindowViewModeling, search viewModel: any SearchViewModeling,
        library: any LibraryViewModeling, selection: any SelectionViewModeling, probe: (any ViewProbing)?
    ) {
        self.probe = probe
        self.windowModel = windowModel
        self.viewModel = viewModel
        self.library = library
        self.selection = selection
        browser = GtkURLOpener(probe: probe)
        root.setMargins(6)
        summary.setXAlign(0)
        summary.addStyleClass("dim-label")
        attributionText.addStyleClass("dim-label")
        suggestion.accessibleName = tr("Suggested search")
        suggestion.onActivate { _ in viewModel.searchSuggestion() }
        probe?.recordBounds(of: suggestion, as: .suggestion)
        root.packStart(summary)
        root.packStart(suggestion, expand: true)
        suggestion.setAlignment(horizontal: .start, vertical: .center)
        root.packEnd(attributionLink)
        root.packEnd(attributionText)
        root.packEnd(siteLinks)
        let lead = Label(tr("Images from:"))
        lead.addStyleClass("dim-label")
        siteLinks.packStart(lead)
        siteLinks.packStart(siteNames)
        siteNames.accessibleName = tr("Sites searched")
        siteNames.onActivate { [weak self] index in
            guard let self, shownLinks.indices.contains(index) else { return }
            _ = browser.open(shownLinks[index].url)
        }
        observations = [
            viewModel.status.observe { [weak self] status in
                self?.probe?.record(.status(status))
                self?.showSummary()
            },
            library.status.observe { [weak self] status in
                self?.probe?.record(.library(status))
                self?.showSummary()
            },
            selection.selectedIndices.observe { [weak self] indices in
                self?.probe?.record(.selectedCount(indices.count))
                self?.showSummary()
            },
            viewModel.suggestion.observe { [weak self] _ in self?.showSuggestion() },
            windowModel.mode.observe { [weak self] _ in
                self?.showSummary()
                self?.showSuggestion()
                self?.show(viewModel.attribution.value)
            },
            viewModel.attribution.observe { [weak self] attribution in self?.show(attribution) },
            viewModel.hiddenCount.observe { [weak self] _ in self?.showSummary() },
            viewModel.fewRequestsLeft.observe { [weak self] _ in self?.showSummary() },
        ]
    }

    private func showSummary() {
        var count = windowModel.mode.value == .library
            ? Self.summary(library.status.value) : Self.summary(viewModel.status.value)
        let hidden = viewModel.hiddenCount.value
        if windowModel.mode.value == .search, hidden > 0, !count.isEmpty {
            // Counts stay honest: what the chosen use left out is said, not passed over.
            count = String(format: trn("%1$@ · %2$ld more not allowed for this use",
                "%1$@ · %2$ld more not allowed for this use", hidden),
                           count, hidden)
        }
        if windowModel.mode.value == .search, let fewLeft = viewModel.fewRequestsLeft.value, !count.isEmpty {
            count = String(format: tr("%1$@ · %2$@"), count, fewLeft)
        }
        let selected = selection.selectedIndices.value.count
        let text = selected > 1 && !count.isEmpty
            ? String(format: trn("%1$@ · %2$ld selected", "%1$@ · %2$ld selected", selected), count, selected) : count
        summary.text = text
        probe?.record(.summary(text))
    }

    private func showSuggestion() {
        let words = windowModel.mode.value == .search ? viewModel.suggestion.value : nil
        if let words { suggestion.setItem(words, in: tr("Did you mean %@?")) }
        suggestion.isVisible = words != nil
        if let words { probe?.record(.suggestion(words)) }
    }

    private func show(_ attribution: Attribution) {
        let attribution = windowModel.mode.value == .library ? Attribution(text: tr("Images from your library"),
            url: nil) : attribution
        if let url = attribution.url {
            attributionLink.uri = url
            attributionLink.label = attribution.text
            attributionLink.accessibleName = String(format: tr("%@, open %@"), attribution.text, url)
        }
        attributionText.text = attribution.text
        attributionLink.isVisible = attribution.url != nil
        attributionText.isVisible = attribution.url == nil && attribution.links.isEmpty
        showLinks(attribution.links)
        probe?.record(.attribution(attribution.text))
    }

    /// "50 of 120 images", "50 images so far", "No images".
    nonisolated static func summary(_ status: SearchStatus) -> String {
        switch status {
        case .idle, .failed:
            return ""
        case .searching:
            return tr("Searching…")
        case .results(_, let count, let total?) where count < total:
            return String(format: trn("%ld of %ld image", "%ld of %ld images", total), count, total)
        case .results(_, let count, nil):
            return String(format: trn("%ld image so far", "%ld images so far", count), count)
        case .results(_, let count, _):
            return String(format: trn("%ld image", "%ld images", count), count)
        case .noResults:
            return tr("No images")
        }
    }

    /// "12 images", "Opening your library…".
    nonisolated static func summary(_ status: LibraryStatus) -> String {
        switch status {
        case .opening, .loading: tr("Opening your library…")
        case .shown(let count): count == 0 ? tr("No images") : String(format: trn("%ld image", "%ld images", count),
            count)
        case .failed, .unavailable: ""
        }
    }

    /// After `showAll`: the link or the plain text, not both.
    /// The sites' own links in place of the sentence: each is named, a link to its site.
    private func showLinks(_ links: [AttributionLink]) {
        shownLinks = links
        siteNames.setItems(links.map(\.name), separator: " · ")
        siteLinks.isVisible = !links.isEmpty
    }

    func restoreVisibility() {
        show(viewModel.attribution.value)
        showSuggestion()
    }
}
