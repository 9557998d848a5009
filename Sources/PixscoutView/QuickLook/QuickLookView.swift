import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// A large look at one result over the list: the image fitted to the window (the thumbnail
/// scaled up while the large image loads, with its progress), its title, credit and place.
/// Left and Right move, Escape and Space close, Enter opens the page, Ctrl+S saves.
@MainActor
final class QuickLookView {
    let root = Box(.vertical)
    let canvas = ImageCanvas()
    private let title = Label()
    private let position = Label()
    private let credit = Label()
    private let progress = ProgressBar()
    private let problem = Label()
    private let viewModel: any QuickLookNavigating
    private let probe: (any ViewProbing)?
    private var quickLookObservation: ObservationToken?
    private var imageObservations: [ObservationToken] = []
    private var current: (any QuickLookViewModeling)?

    init(viewModel: any QuickLookNavigating, probe: (any ViewProbing)?) {
        self.viewModel = viewModel
        self.probe = probe
        let top = Box(.horizontal, spacing: 12)
        top.setMargins(8)
        title.addStyleClass("heading")
        title.setEllipsizeEnd()
        title.setXAlign(0)
        position.addStyleClass("dim-label")
        credit.addStyleClass("dim-label")
        credit.setEllipsizeEnd()
        let close = Button(iconName: "window-close-symbolic", accessibleName: tr("Close the quick look"))
        close.onClicked { [weak self] in self?.viewModel.closeQuickLook() }
        top.packStart(title, expand: true)
        top.packStart(credit)
        top.packStart(position)
        top.packEnd(close)
        let bottom = Box(.horizontal, spacing: 12)
        bottom.setMargins(8)
        problem.setXAlign(0)
        problem.setWrap(true)
        let hint = Label(tr("← → previous or next · Space or Esc closes · Enter opens the page · Ctrl+S saves"))
        hint.addStyleClass("dim-label")
        progress.setAlignment(horizontal: .fill, vertical: .center)
        bottom.packStart(progress, expand: true)
        bottom.packStart(problem, expand: true)
        bottom.packEnd(hint)
        canvas.setExpand(horizontal: true, vertical: true)
        canvas.onKeyPress { [weak self] key in self?.handleKey(key) ?? false }
        ImageMenu.attach(to: canvas, probe: probe) { [canvas] _ in canvas }
        root.packStart(top)
        root.packStart(canvas, expand: true)
        root.packStart(bottom)
        // Built after the window was shown: what the quick look hides, it hides after this.
        root.showAll()
        quickLookObservation = viewModel.quickLook.observe { [weak self] quickLook in self?.show(quickLook) }
    }

    private func show(_ quickLook: (any QuickLookViewModeling)?) {
        current = quickLook
        imageObservations = []
        guard let quickLook else { return }
        title.text = quickLook.titleText
        position.text = quickLook.positionText
        credit.text = quickLook.creditText ?? ""
        canvas.accessibleName = quickLook.titleText
        probe?.record(.quickLook(index: quickLook.index, title: quickLook.titleText))
        imageObservations = [
            quickLook.image.observe { [weak self] state in self?.showImage(state, of: quickLook) },
            quickLook.progress.observe { [weak self] fraction in self?.progress.fraction = fraction },
        ]
    }

    private func showImage(_ state: PreviewState, of quickLook: any QuickLookViewModeling) {
        guard current === quickLook else { return }
        switch state {
        case .placeholder:
            canvas.show((quickLook.thumbnail as? PixbufPreview)?.pixbuf)
            progress.isVisible = true
            problem.isVisible = false
        case .image(let image):
            canvas.show((image as? PixbufPreview)?.pixbuf)
            progress.isVisible = false
            problem.isVisible = false
            probe?.record(.quickLookImage(index: quickLook.index, width: image.width, height: image.height))
        case .broken:
            canvas.show((quickLook.thumbnail as? PixbufPreview)?.pixbuf)
            progress.isVisible = false
            problem.text = tr("This image could not be loaded. Try the next one, or open its page in the browser.")
            problem.isVisible = true
            probe?.record(.quickLookBroken(index: quickLook.index))
        }
    }

    /// Its own keys first (Space closes here), then those of any image (Ctrl+C).
    private func handleKey(_ press: KeyPress) -> Bool {
        guard !press.control, !press.alt, current != nil else { return ImageMenu.handle(press, on: canvas) }
        switch press.key {
        case .left: viewModel.showPreviousInQuickLook()
        case .right: viewModel.showNextInQuickLook()
        case .escape, .space: viewModel.closeQuickLook()
        case .enter: canvas.activateWindowAction(PixscoutAction.openPage.name)
        default: return false
        }
        return true
    }
}
