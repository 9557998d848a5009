import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Below the results: how many there are, and where they come from, with a link there.
@MainActor
final class StatusFooter {
    let root = Box(.horizontal, spacing: 12)
    private let summary = Label()
    private let attributionLink = LinkButton(uri: "https://openverse.org/", label: "")
    private let attributionText = Label()
    private var observations: [ObservationToken] = []
    private let probe: (any ViewProbing)?
    private let viewModel: any SearchViewModeling

    init(search viewModel: any SearchViewModeling, probe: (any ViewProbing)?) {
        self.probe = probe
        self.viewModel = viewModel
        root.setMargins(6)
        summary.setXAlign(0)
        summary.addStyleClass("dim-label")
        attributionText.addStyleClass("dim-label")
        root.packStart(summary, expand: true)
        root.packEnd(attributionLink)
        root.packEnd(attributionText)
        observations = [
            viewModel.status.observe { [weak self] status in
                self?.probe?.record(.status(status))
                self?.summary.text = Self.summary(status)
                self?.probe?.record(.summary(Self.summary(status)))
            },
            viewModel.attribution.observe { [weak self] attribution in self?.show(attribution) },
        ]
    }

    private func show(_ attribution: Attribution) {
        if let url = attribution.url {
            attributionLink.uri = url
            attributionLink.label = attribution.text
            attributionLink.accessibleName = String(format: tr("%@, open %@"), attribution.text, url)
        }
        attributionText.text = attribution.text
        attributionLink.isVisible = attribution.url != nil
        attributionText.isVisible = attribution.url == nil
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

    /// After `showAll`: the link or the plain text, not both.
    func restoreVisibility() {
        show(viewModel.attribution.value)
    }
}
