import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// The notice over the results, near the bottom of the window, as GNOME apps show a toast: a
/// sentence saying how an action went, at most one button ("Open Folder", "Retry") and a close
/// button. It slides in, is announced to screen readers, and stays while the pointer is on it.
@MainActor
final class ToastView {
    /// Above the window's bottom edge, as libadwaita places its toasts.
    static let bottomMargin = 18
    static let css = """
        .pixscout-toast { border-radius: 9999px; padding: 4px 6px 4px 18px; }
        .pixscout-toast label { padding: 0 6px; }
        """

    /// Put over the content; takes only its own area from the pointer.
    let root = Revealer()
    /// Gives the notice a window of its own, to hear the pointer come and go.
    private let hover = EventBox()
    private let frame = Box(.horizontal, spacing: 6)
    private let label = Label()
    private let actionButton = Button(label: "")
    private let closeButton = Button(iconName: "window-close-symbolic", accessibleName: tr("Dismiss the notice"))
    private let viewModel: any ToastViewModeling
    private let probe: (any ViewProbing)?
    private var observation: ObservationToken?

    init(viewModel: any ToastViewModeling, probe: (any ViewProbing)?) {
        self.viewModel = viewModel
        self.probe = probe
        StyleSheet.apply(Self.css)
        root.setAlignment(horizontal: .center, vertical: .end)
        root.setMarginBottom(Self.bottomMargin)
        frame.addStyleClass("app-notification")
        frame.addStyleClass("pixscout-toast")
        label.setWrap(true)
        label.setMaxWidthInCharacters(48)
        label.setXAlign(0)
        frame.packStart(label, expand: true)
        frame.packStart(actionButton)
        closeButton.addStyleClass("flat")
        frame.packStart(closeButton)
        frame.announceAsNotification()
        hover.add(frame)
        root.add(hover)
        actionButton.onClicked { [weak self] in self?.viewModel.performAction() }
        closeButton.onClicked { [weak self] in self?.viewModel.dismiss() }
        hover.onPointerInside { [weak self] inside in self?.viewModel.pointerInside(inside) }
        root.onRevealed { [weak self] shown in self?.slidOut(unless: shown) }
        probe?.recordBounds(of: frame, as: .toast)
        probe?.recordBounds(of: actionButton, as: .toastAction)
        root.hideUntilShown()
        observation = viewModel.toast.observe { [weak self] toast in self?.show(toast) }
    }

    private func show(_ toast: Toast?) {
        guard let toast else {
            root.revealsChild = false
            return
        }
        label.text = toast.text
        frame.accessibleName = toast.text
        switch toast.action {
        case .openFolder: actionButton.label = tr("_Open Folder")
        case .retry: actionButton.label = tr("_Retry")
        case nil: break
        }
        actionButton.isVisible = toast.action != nil
        root.show()
        root.revealsChild = true
        probe?.record(.notice(toast.text))
    }

    /// Once wholly out, it is hidden: nothing of it is left to take a click.
    private func slidOut(unless shown: Bool) {
        if !shown, !root.revealsChild { root.hide() }
    }
}
