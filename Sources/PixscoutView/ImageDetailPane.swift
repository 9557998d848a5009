import GtkKit
import PixscoutViewModel

/// The selected image's details: the larger image, tags, user, size, counts, and the actions.
@MainActor
final class ImageDetailPane {
    static let width = ImageDetailViewModel.imageMaxWidth
    let root = Box(.vertical, spacing: 10)
    private let emptyState = Label("Select an image to see its details.")
    private let content = Box(.vertical, spacing: 10)
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
    private let chooseSaveFile: @MainActor (any ImageDetailViewModeling) -> Void
    private var viewModel: (any ImageDetailViewModeling)?
    private var observations: [ObservationToken] = []

    init(chooseSaveFile: @escaping @MainActor (any ImageDetailViewModeling) -> Void) {
        self.chooseSaveFile = chooseSaveFile
        root.setMargins(12)
        // A fixed width: a pane that grew with its image would make the list re-measure every row.
        root.setSizeRequest(width: Self.width, height: -1)
        emptyState.addStyleClass("dim-label")
        emptyState.setWrap(true)
        emptyState.setExpand(horizontal: false, vertical: true)
        root.packStart(emptyState, expand: true)

        image.setSizeRequest(width: Self.width, height: ImageDetailViewModel.imageMaxHeight)
        image.accessibleName = "Selected image"
        for label in [emptyState, tags, user, size, counts, saveStatus] {
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
            guard let self, let viewModel else { return }
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

        content.packStart(image)
        content.packStart(tags)
        content.packStart(userRow)
        content.packStart(size)
        content.packStart(counts)
        content.packStart(actions)
        content.packStart(saving)
        content.packStart(saveStatus)
        root.packStart(content, expand: true)
    }

    /// Shows `viewModel`'s image, or the empty state for nil.
    func show(_ viewModel: (any ImageDetailViewModeling)?) {
        self.viewModel = viewModel
        observations = []
        guard let viewModel else {
            content.hide()
            emptyState.show()
            return
        }
        emptyState.hide()
        content.showAll()
        tags.text = viewModel.tagText
        user.text = "by \(viewModel.username)"
        size.text = "\(viewModel.pageImageSizeText) pixels"
        counts.text = "\(viewModel.viewCountText) views · \(viewModel.downloadCountText) downloads · \(viewModel.likeCountText) likes"
        counts.accessibleName = counts.text
        userImage.isVisible = viewModel.hasUserImage
        EventProbe.shared?.record("detail \(viewModel.id) \(viewModel.tagText) | \(counts.text)")
        observations = [
            viewModel.image.observe { [image] state in
                Self.show(state, in: image, iconSize: 64)
                if case .image = state { EventProbe.shared?.record("detail-image \(viewModel.id)") }
            },
            viewModel.userImage.observe { [userImage] state in Self.show(state, in: userImage, iconSize: 24) },
            viewModel.save.observe { [weak self] state in self?.showSave(state) },
        ]
    }

    private static func show(_ state: PreviewState, in image: Image, iconSize: Int) {
        switch state {
        case .placeholder: image.setIcon("image-x-generic-symbolic", pixelSize: iconSize)
        case .broken: image.setIcon("image-missing", pixelSize: iconSize)
        case .image(let preview):
            if let preview = preview as? PixbufPreview { image.setPixbuf(preview.pixbuf) }
        }
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
