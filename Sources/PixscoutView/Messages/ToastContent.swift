import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// What the notice shows: its sentence, at most one button and a close button, in a pill, as
/// libadwaita draws a toast. Built for the first notice, not at start-up.
@MainActor
final class ToastContent {
    static let css = """
        .pixscout-toast { border-radius: 9999px; padding: 4px 6px 4px 18px; }
        .pixscout-toast label { padding: 0 6px; }
        """

    /// Gives the notice a window of its own, to hear the pointer come and go.
    let root = EventBox()
    private let frame = Box(.horizontal, spacing: 6)
    private let label = Label()
    private let actionButton = Button(label: "")
    private let closeButton = Button(iconName: "window-close-symbolic", accessibleName: tr("Dismiss the notice"))

    init(viewModel: any ToastViewModeling, probe: (any ViewProbing)?) {
        StyleSheet.apply(Self.css)
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
        root.add(frame)
        actionButton.onClicked { [weak viewModel] in viewModel?.performAction() }
        closeButton.onClicked { [weak viewModel] in viewModel?.dismiss() }
        root.onPointerInside { [weak viewModel] inside in viewModel?.pointerInside(inside) }
        probe?.recordBounds(of: frame, as: .toast)
        probe?.recordBounds(of: actionButton, as: .toastAction)
        root.showAll()
    }

    func show(_ toast: Toast) {
        label.text = toast.text
        frame.accessibleName = toast.text
        switch toast.action {
        case .openFolder: actionButton.label = tr("_Open Folder")
        case .openFile: actionButton.label = tr("_Open")
        case .retry: actionButton.label = tr("_Retry")
        case nil: break
        }
        actionButton.isVisible = toast.action != nil
    }
}
