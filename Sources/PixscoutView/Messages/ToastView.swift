import GtkKit
import PixscoutProbe
import PixscoutViewModel

/// The notice over the results, near the bottom of the window, as GNOME apps show a toast: a
/// sentence saying how an action went, at most one button ("Open Folder", "Retry") and a close
/// button (``ToastContent``, built for the first notice). It slides in, is announced to screen
/// readers, and stays while the pointer is on it.
@MainActor
final class ToastView {
    /// Above the window's bottom edge, as libadwaita places its toasts.
    static let bottomMargin = 18

    /// Put over the content; takes only its own area from the pointer.
    let root = Revealer()
    private var content: ToastContent?
    private let viewModel: any ToastViewModeling
    private let probe: (any ViewProbing)?
    private var observation: ObservationToken?

    init(viewModel: any ToastViewModeling, probe: (any ViewProbing)?) {
        self.viewModel = viewModel
        self.probe = probe
        root.setAlignment(horizontal: .center, vertical: .end)
        root.setMarginBottom(Self.bottomMargin)
        root.onRevealed { [weak self] shown in self?.slidOut(unless: shown) }
        root.hideUntilShown()
        observation = viewModel.toast.observe { [weak self] toast in self?.show(toast) }
    }

    private func show(_ toast: Toast?) {
        guard let toast else {
            root.revealsChild = false
            return
        }
        let content = content ?? makeContent()
        content.show(toast)
        root.show()
        root.revealsChild = true
        probe?.record(.notice(toast.text))
    }

    private func makeContent() -> ToastContent {
        let made = ToastContent(viewModel: viewModel, probe: probe)
        root.add(made.root)
        content = made
        return made
    }

    /// Once wholly out, it is hidden: nothing of it is left to take a click.
    private func slidOut(unless shown: Bool) {
        if !shown, !root.revealsChild { root.hide() }
    }
}
