import GtkKit
import PixscoutViewModel

/// What the detail pane shows for one selected image: the larger image, tags, user, size,
/// counts, and the actions. Built on the first selection, not at start-up.
@MainActor
final class ImageDetailContent {
    let root = Box(.vertical, spacing: 10)
    private let image = Image()
    private let tags = Label()
    private let userImage = Image()
    private let user = Label()
    private let size = Label()
    private let counts = Label()
    private let openButton = Button(label: "_Open in Browser")
    private let saveButton = Button(label: "_Save Image…")
    private let progress = ProgressBar()
    private let cancelSaveButton = Button(label: "_Cancel")
    private let saveStatus = Label()
    private var viewModel: (any ImageDetailViewModeling)?
    private var observations: [ObservationToken] = []

    init(width: Int, chooseSaveFile: @escaping @MainActor (any ImageDetailViewModeling) -> Void) {
        image.setSizeRequest(width: width, height: ImageDetailViewModel.imageMaxHeight)
        image.accessibleName = "Selected image"
        for label in [tags, user, size, counts, saveStatus] {
            label.setXAlign(0)
            label.setWrap(true)
            label.setMaxWidthInCharacters(1)
            label.setSelectable(true)
        }
        tags.addStyleClass("heading")
        size.addStyleClass("dim-label")
        counts.addStyleClass("dim-label")
        let userRow = Box(.horizontal, spacing: 8)
        userRow.packStart(userImage)
        userRow.packStart(user, expand: true)
        openButton.accessibleName = "Open in Browser"
        openButton.onClicked { [weak self] in self?.viewModel?.openInBrowser() }
        saveButton.accessibleName = "Save Image"
        saveButton.onClicked { [weak self] in
            guard let viewModel = self?.viewModel else { return }
            chooseSaveFile(viewModel)
        }
        cancelSaveButton.accessibleName = "Cancel saving"
        cancelSaveButton.onClicked { [weak self] in self?.viewModel?.cancelSave() }
        let actions = Box(.horizontal, spacing: 8)
        actions.packStart(openButton)
        actions.packStart(saveButton)
        let saving = Box(.horizontal, spacing: 8)
        progress.setAlignment(horizontal: .fill, vertical: .center)
        saving.packStart(progress, expand: true)
        saving.packStart(cancelSaveButton)
        for part in [image, tags, userRow, size, counts, actions, saving, saveStatus] as [Widget] {
            root.packStart(part)
        }
    }

    func show(_ viewModel: any ImageDetailViewModeling) {
        self.viewModel = viewModel
        observations = []
        root.showAll()
        tags.text = viewModel.tagText
        user.text = "by \(viewModel.username)"
        size.text = "\(viewModel.pageImageSizeText) pixels"
        counts.text = "\(viewModel.viewCountText) views · \(viewModel.downloadCountText) downloads · \(viewModel.likeCountText) likes"
        counts.accessibleName = counts.text
        userImage.isVisible = viewModel.hasUserImage
        EventProbe.shared?.record("detail \(viewModel.id) \(viewModel.tagText) | \(counts.text)")
        observations = [
            viewModel.image.observe { [image] state in
                image.show(state, iconSize: 64)
                if case .image = state { EventProbe.shared?.record("detail-image \(viewModel.id)") }
            },
            viewModel.userImage.observe { [userImage] state in userImage.show(state, iconSize: 24) },
            viewModel.save.observe { [weak self] state in self?.showSave(state) },
        ]
    }

    private func showSave(_ state: SaveState) {
        let saving: Bool
        switch state {
        case .idle:
            saving = false
            saveStatus.text = ""
        case .saving(let fraction):
            saving = true
            progress.fraction = fraction
            saveStatus.text = "Saving…"
        case .saved(let path):
            saving = false
            saveStatus.text = "Saved to \(path)"
        case .failed(let message):
            saving = false
            saveStatus.text = message
        }
        progress.isVisible = saving
        cancelSaveButton.isVisible = saving
        saveButton.isSensitive = !saving
        saveStatus.isVisible = !saveStatus.text.isEmpty
        EventProbe.shared?.record("save \(state)")
    }
}
