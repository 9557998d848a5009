import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// Fit: the picture with its crop frame beside the choices, or for several images the choices
/// alone. A licence that allows no changes gets a sentence, its deed and the original instead.
@MainActor
final class FitDialog {
    let dialog: Dialog
    private let viewModel: any FitViewModeling
    private let probe: (any ViewProbing)?
    private let pages = Stack()
    private let canvas = CropCanvas()
    private let refusal = Label()
    private let failure = Label()
    private let deed = LinkButton(uri: "", label: tr("Read what the licence allows"))
    private var controls: FitControls?
    private var dragSource: DragSource?
    private var observations: [ObservationToken] = []
    private let closed: @MainActor () -> Void

    init(viewModel: any FitViewModeling, parent: Window, probe: (any ViewProbing)?,
        saveOriginal: @escaping @MainActor () -> Void,
        chooseFile: @escaping @MainActor (_ parent: Widget, _ fileName: String,
            _ done: @escaping @MainActor (String) -> Void) -> Void,
        saveToFolder: @escaping @MainActor (_ parent: Widget, _ chosen: @escaping @MainActor () -> Void) -> Void,
        closed: @escaping @MainActor () -> Void) {
        self.closed = closed
        self.viewModel = viewModel
        self.probe = probe
        // Not modal: the file chooser it opens must take the keys.
        dialog = Dialog(title: viewModel.title, parent: parent, modal: false)
        weak var closing: FitDialog?
        let controls = FitControls(viewModel: viewModel, save: { [weak viewModel] in
            guard let viewModel else { return }
            guard let dialog = closing?.dialog else { return }
            chooseFile(dialog, viewModel.suggestedFileName) { path in viewModel.save(to: path) }
        }, saveToFolder: {
            // The folder is asked for over this dialog, which closes once one is chosen: the
            // window is not brought forward between the two, and a cancel leaves Fit as it was.
            // It closes when the main loop is idle: taken down with the chooser and the save's
            // start, it made one long stall of the three.
            guard let dialog = closing?.dialog else { return }
            saveToFolder(dialog) {
                MainLoop.repeatWhenIdle {
                    closing?.close()
                    return false
                }
            }
        })
        self.controls = controls
        closing = self
        pages.addNamed(BusyPage.make(saying: Label(tr("Getting the picture…"))), name: "loading")
        pages.addNamed(makeReady(controls), name: "ready")
        pages.addNamed(makeRefused(saveOriginal), name: "refused")
        pages.addNamed(makeFailed(), name: "failed")
        pages.setMargins(12)
        dialog.addToContent(pages)
        dialog.addButton(tr("Cl_ose"), response: .cancel)
        dialog.onResponse { [weak self] _ in self?.close() }
        dragSource = DragSource(on: controls.dragHandle, icon: { nil }) { [weak viewModel] in
            viewModel.flatMap { DraggedImage.payload(for: $0, probe: probe) }
        }
        bind()
    }

    func present() {
        dialog.showAll()
        controls?.showWarningAsBound()
        dialog.present()
        show(viewModel.state.value)
    }

    /// Brings the open dialog forward again.
    func raise() {
        dialog.present()
    }

    private func close() {
        viewModel.close()
        observations = []
        // Hidden now, taken down in a later turn: each is a long one on Wayland.
        dialog.hide()
        let dialog = self.dialog
        MainLoop.repeatWhenIdle {
            dialog.destroy()
            return false
        }
        closed()
    }

    private func makeReady(_ controls: FitControls) -> Box {
        let box = Box(.horizontal, spacing: 12)
        canvas.setSizeRequest(width: 560, height: 440)
        canvas.accessibleName = tr("The part of the picture that is kept: move it with the arrow keys")
        canvas.onDrag { [weak self] drag, x, y in
            guard let self else { return }
            switch drag {
            case .move: viewModel.moveFrame(x: x, y: y)
            case .corner(let left, let top):
                let corner: FitCorner = left ? (top ? .topLeft : .bottomLeft) : (top ? .topRight : .bottomRight)
                viewModel.dragCorner(corner, x: x, y: y)
            }
        }
        canvas.onKeyPress { [weak self] press in
            guard let self else { return false }
            let step: (Int, Int)? = switch press.key {
            case .left: (-1, 0)
            case .right: (1, 0)
            case .up: (0, -1)
            case .down: (0, 1)
            default: nil
            }
            guard let step, !press.control else { return false }
            viewModel.nudge(x: step.0, y: step.1, large: press.shift)
            return true
        }
        // Several images are each cropped around their own subject: there is no frame to show.
        if viewModel.isBatch { canvas.hideUntilShown() }
        box.packStart(canvas, expand: true)
        box.packStart(controls.root)
        return box
    }

    private func makeRefused(_ saveOriginal: @escaping @MainActor () -> Void) -> Box {
        let box = Box(.vertical, spacing: 12)
        refusal.setWrap(true)
        refusal.setMaxWidthInCharacters(50)
        refusal.setXAlign(0)
        box.packStart(refusal)
        box.packStart(deed)
        let original = Button(label: tr("Save the _Original…"))
        original.addStyleClass("suggested-action")
        original.onClicked { [weak self] in
            self?.close()
            saveOriginal()
        }
        original.setAlignment(horizontal: .start, vertical: .center)
        box.packStart(original)
        return box
    }

    private func makeFailed() -> Box {
        let box = Box(.vertical, spacing: 12)
        failure.setWrap(true)
        failure.setMaxWidthInCharacters(50)
        failure.setXAlign(0)
        box.packStart(failure)
        return box
    }

    private func bind() {
        observations = [
            viewModel.state.observe { [weak self] state in self?.show(state) },
            viewModel.picture.observe { [weak self] picture in self?.canvas.show((picture as? PixbufPreview)?.pixbuf) },
            viewModel.frame.observe { [weak self] frame in
                self?.canvas.show(frame: frame.map { CropCanvas.Frame(x: $0.x, y: $0.y, width: $0.width,
                    height: $0.height) })
            },
            viewModel.summary.observe { [weak self] _ in self?.recordState() },
        ]
    }

    private func show(_ state: FitState) {
        switch state {
        case .loading: pages.visibleChildName = "loading"
        case .ready:
            pages.visibleChildName = "ready"
            if !viewModel.isBatch { canvas.grabFocus() }
        case .refused(let reason, let deedURL):
            refusal.text = reason
            if let deedURL { deed.uri = deedURL } else { deed.hide() }
            pages.visibleChildName = "refused"
        case .failed(let message):
            failure.text = message
            pages.visibleChildName = "failed"
        }
        recordState()
    }

    /// The probe hears the state as the dialog's main line says it.
    private func recordState() {
        let text = switch viewModel.state.value {
        case .loading: "loading"
        case .ready: "ready " + viewModel.summary.value
        case .refused(let reason, _): "refused " + reason
        case .failed(let message): "failed " + message
        }
        probe?.record(.fit(text))
    }
}
