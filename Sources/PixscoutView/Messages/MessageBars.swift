import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// The bars above the results: a standing note about the site (the offline catalog), and the
/// banner with an error that holds up the window and its ways forward. How an action went is
/// said by the notice over the results (`ToastView`).
@MainActor
final class MessageBars {
    let root = Box(.vertical)
    /// Each bar is built the first time it has something to say, in its own place: most
    /// windows start with none, and bars with their buttons cost start-up a millisecond.
    private let noteSlot = Box(.vertical)
    private let bannerSlot = Box(.vertical)
    private var noteBar: InfoBar?
    private var banner: InfoBar?
    private var noteButtons: [ActionButton] = []
    private var bannerButtons: [ActionButton] = []
    private let viewModel: any MessagesViewModeling
    private let probe: (any ViewProbing)?
    private var observations: [ObservationToken] = []
    /// The note is about the library searched: the person's own library hides it.
    var hidesSiteNote = false {
        didSet { showNote() }
    }

    /// One button per kind of action; a banner shows the ones it offers.
    private struct ActionButton {
        let matches: (Banner.Action) -> Bool
        let button: Button
    }

    init(viewModel: any MessagesViewModeling, probe: (any ViewProbing)?) {
        self.viewModel = viewModel
        self.probe = probe
        for slot in [noteSlot, bannerSlot] {
            root.packStart(slot)
        }
        observations = [
            viewModel.siteNote.observe { [weak self] _ in self?.showNote() },
            viewModel.banner.observe { [weak self] banner in
                self?.showBanner()
                if let banner { probe?.record(.banner(banner.text)) }
            },
        ]
    }

    /// A bar in `slot`, hidden until shown; with `onClose`, a close button that does it.
    private func makeBar(in slot: Box, kind: InfoBar.Kind, onClose: (@MainActor (InfoBar) -> Void)? = nil) -> InfoBar {
        let bar = InfoBar(closeButtonName: tr("Close the message"))
        bar.kind = kind
        if let onClose {
            bar.showsCloseButton = true
            bar.onClose { [weak bar] in if let bar { onClose(bar) } }
        }
        slot.packStart(bar)
        bar.hideUntilShown()
        return bar
    }

    private func showNote() {
        let note = hidesSiteNote ? nil : viewModel.siteNote.value
        if note != nil, noteBar == nil {
            let bar = makeBar(in: noteSlot, kind: .info)
            noteBar = bar
            noteButtons = makeButtons(for: bar)
        }
        show(note, in: noteBar, buttons: noteButtons)
    }

    private func showBanner() {
        let content = viewModel.banner.value
        if content != nil, banner == nil {
            let bar = makeBar(in: bannerSlot, kind: .error) { [weak self] _ in self?.viewModel.dismissBanner() }
            banner = bar
            bannerButtons = makeButtons(for: bar)
        }
        show(content, in: banner, buttons: bannerButtons)
    }

    private func makeButtons(for bar: InfoBar) -> [ActionButton] {
        let buttons = [
            ActionButton(matches: { $0 == .retry }, button: Button(label: tr("_Retry"))),
            ActionButton(matches: { $0 == .openPreferences }, button: Button(label: tr("_Preferences…"))),
            ActionButton(matches: { $0 == .useSampleCatalog }, button: Button(label: tr("Use _Sample Catalog"))),
            ActionButton(matches: { if case .useChosenSite = $0 { true } else { false } },
                button: Button(label: "")),
        ]
        for entry in buttons {
            bar.addButton(entry.button)
            entry.button.onClicked { [weak self, weak bar] in
                guard let self, let bar else { return }
                let current = bar === banner ? viewModel.banner.value : viewModel.siteNote.value
                guard let action = current?.actions.first(where: entry.matches) else { return }
                viewModel.perform(action)
            }
        }
        buttons[0].button.accessibleName = tr("Retry")
        if bar === banner { probe?.recordBounds(of: buttons[0].button, as: .retry) }
        return buttons
    }

    private func show(_ content: Banner?, in bar: InfoBar?, buttons: [ActionButton]?) {
        guard let bar, let buttons else { return }
        guard let content else {
            bar.isVisible = false
            return
        }
        bar.text = content.text
        bar.kind = content.isError ? .error : .info
        for entry in buttons {
            let action = content.actions.first(where: entry.matches)
            entry.button.isVisible = action != nil
            if case .useChosenSite(let name) = action {
                entry.button.label = String(format: tr("Search %@"), name)
            }
        }
        bar.isVisible = true
    }

    /// After `showAll`: only the bars with something to say stay.
    func restoreVisibility() {
        showNote()
        showBanner()
    }
}
