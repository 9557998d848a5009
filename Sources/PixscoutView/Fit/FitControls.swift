import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Fit's column of choices: the target, the size, the format, what will be made and what
/// its credit says, and where the fitted image goes.
@MainActor
final class FitControls {
    let root = Box(.vertical, spacing: 12)
    private let viewModel: any FitViewModeling
    private var targets: [RadioButton] = []
    private let width = SpinButton(minimum: 1, maximum: 16384, step: 10)
    private let height = SpinButton(minimum: 1, maximum: 16384, step: 10)
    private let format: ComboBoxText
    private let quality = SpinButton(minimum: 1, maximum: 100, step: 5)
    private let summary = Label()
    private let warning = Label()
    private let creditNote = Label()
    let dragHandle = EventBox()
    private var updating = false
    private var observations: [ObservationToken] = []

    init(viewModel: any FitViewModeling, save: @escaping @MainActor () -> Void,
        saveToFolder: @escaping @MainActor () -> Void) {
        self.viewModel = viewModel
        format = ComboBoxText(choices: viewModel.formats.enumerated().map { (String($0.offset), $0.element) })
        root.setSizeRequest(width: 290, height: -1)
        root.packStart(heading(tr("Fit to")))
        root.packStart(makeTargets())
        let sizeRow = makeSize()
        // Several images are each made as large as they allow: there is no one size to set.
        if viewModel.isBatch { sizeRow.hideUntilShown() }
        root.packStart(sizeRow)
        root.packStart(makeFormat())
        for (label, style) in [(summary, "heading"), (warning, "warning"), (creditNote, "dim-label")] {
            label.setXAlign(0)
            label.setWrap(true)
            label.setMaxWidthInCharacters(36)
            label.addStyleClass(style)
            root.packStart(label)
        }
        root.packEnd(viewModel.isBatch ? makeBatchButtons(saveToFolder) : makeButtons(save))
        bind()
    }

    private func heading(_ text: String) -> Label {
        let label = Label(text)
        label.setXAlign(0)
        label.addStyleClass("heading")
        return label
    }

    private func makeTargets() -> Box {
        let box = Box(.vertical)
        box.addStyleClass("linked")
        for (index, title) in viewModel.targets.enumerated() {
            let button = RadioButton(label: title, joining: targets.first)
            button.onChosen { [weak self] in
                guard let self, !updating else { return }
                viewModel.chooseTarget(index)
            }
            targets.append(button)
            box.packStart(button)
        }
        return box
    }

    private func makeSize() -> Box {
        let row = Box(.horizontal, spacing: 6)
        row.packStart(Label(mnemonic: tr("_Width"), for: width))
        row.packStart(width)
        row.packStart(Label(mnemonic: tr("_Height"), for: height))
        row.packStart(height)
        width.accessibleName = tr("Width in pixels")
        height.accessibleName = tr("Height in pixels")
        width.onValueChanged { [weak self] in
            guard let self, !updating else { return }
            viewModel.setWidth(width.value)
        }
        height.onValueChanged { [weak self] in
            guard let self, !updating else { return }
            viewModel.setHeight(height.value)
        }
        return row
    }

    private func makeFormat() -> Box {
        let row = Box(.horizontal, spacing: 6)
        row.packStart(Label(mnemonic: tr("For_mat"), for: format))
        row.packStart(format)
        row.packStart(Label(mnemonic: tr("Qualit_y"), for: quality))
        row.packStart(quality)
        format.onChanged { [weak self] in
            guard let self, !updating, let index = format.activeID.flatMap({ Int($0) }) else { return }
            viewModel.chooseFormat(index)
        }
        quality.onValueChanged { [weak self] in
            guard let self, !updating else { return }
            viewModel.setQuality(quality.value)
        }
        return row
    }

    private func makeButtons(_ save: @escaping @MainActor () -> Void) -> Box {
        let box = Box(.vertical, spacing: 6)
        let buttons: [(String, @MainActor () -> Void)] = [
            (tr("Sa_ve…"), save),
            (tr("_Copy Image"), { [weak viewModel] in viewModel?.copyImage() }),
            (tr("Copy Cre_dit"), { [weak viewModel] in viewModel?.copyCredit() }),
            (tr("Set as Wa_llpaper"), { [weak viewModel] in viewModel?.setAsWallpaper() }),
        ]
        for (title, action) in buttons {
            let button = Button(label: title)
            button.onClicked(action)
            box.packStart(button)
        }
        let handle = Label(tr("Drag from here to use the fitted image in another app"))
        handle.setWrap(true)
        handle.setMaxWidthInCharacters(36)
        handle.addStyleClass("dim-label")
        dragHandle.add(handle)
        dragHandle.tooltip = tr("Drag the fitted image into a document or another app")
        box.packStart(dragHandle)
        return box
    }

    private func makeBatchButtons(_ saveToFolder: @escaping @MainActor () -> Void) -> Box {
        let box = Box(.vertical, spacing: 6)
        let button = Button(label: tr("Save to Fol_der…"))
        button.addStyleClass("suggested-action")
        button.onClicked(saveToFolder)
        box.packStart(button)
        return box
    }

    private func bind() {
        observations = [
            viewModel.targetIndex.observe { [weak self] index in
                guard let self, targets.indices.contains(index) else { return }
                setting { self.targets[index].isActive = true }
            },
            viewModel.outputWidth.observe { [weak self] value in self?.setting { self?.width.value = value } },
            viewModel.outputHeight.observe { [weak self] value in self?.setting { self?.height.value = value } },
            viewModel.heightIsFree.observe { [weak self] free in self?.height.isSensitive = free },
            viewModel.formatIndex.observe { [weak self] index in
                self?.setting { self?.format.activeID = String(index) }
            },
            viewModel.quality.observe { [weak self] value in self?.setting { self?.quality.value = value } },
            viewModel.hasQuality.observe { [weak self] has in self?.quality.isSensitive = has },
            viewModel.summary.observe { [weak self] text in self?.summary.text = text },
            viewModel.warning.observe { [weak self] _ in self?.showWarningAsBound() },
            viewModel.creditNote.observe { [weak self] text in self?.creditNote.text = text },
        ]
    }

    /// The warning, hidden when there is none (after the dialog's show-all too).
    func showWarningAsBound() {
        warning.text = viewModel.warning.value ?? ""
        if viewModel.warning.value == nil { warning.hide() } else { warning.show() }
    }

    /// Shows the view model's value without sending it back as the person's choice.
    private func setting(_ change: () -> Void) {
        updating = true
        change()
        updating = false
    }
}
