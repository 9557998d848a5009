import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// What the detail pane shows for one selected image: the larger image, title, author,
/// licence, source, size and counts (each only when known), and below them the bar of actions,
/// which the pane keeps out of the scrolling. Built on the first selection, not at start-up.
@MainActor
final class ImageDetailContent {
    let root = Box(.vertical, spacing: 8)
    /// The buttons, and a save's progress while one runs.
    let actionBar = Box(.vertical, spacing: 8)
    private let image = Image()
    /// Gives the image clicks, drags and the keyboard focus.
    private let imageBox = EventBox(focusable: true)
    private var dragSource: DragSource?
    private let title = Label()
    /// Each tag a link that searches for it.
    private let tags = LinkList()
    /// More by the author, from the source, similar images: each a link to a new search.
    private let followUps = LinkList()
    private let summary = Label()
    private let userImage = Image()
    private let creator = LinkLabel()
    private let creatorText = Label()
    private let license = LinkLabel()
    private let licenseText = Label()
    private let licenseRow = Box(.horizontal, spacing: 4)
    private let licenseLimits = Label()
    private let source = Label()
    private let size = Label()
    private let counts = Label()
    /// When and where the image was used, from the ledger.
    private let used = Label()
    private let openButton = Button(label: tr("_Open in Browser"))
    private let saveButton = Button(label: tr("_Save Image…"))
    private let creditButton = Button(label: tr("Copy _Credit"))
    private let fitButton = Button(iconName: "zoom-fit-best-symbolic", accessibleName: tr("Fit the image"))
    private let starButton = Button(iconName: "non-starred-symbolic", accessibleName: tr("Star"))
    private let progress = ProgressBar()
    private let cancelSaveButton = Button(label: tr("_Cancel"))
    private let saving = Box(.horizontal, spacing: 8)
    private let actions = Box(.horizontal, spacing: 8)
    private var viewModel: (any ImageDetailViewModeling)?
    private var shownPixbuf: Pixbuf?
    private var shownStar = false
    private var observations: [ObservationToken] = []
    private let probe: (any ViewProbing)?

    init(width: Int, probe: (any ViewProbing)?, dragPayload: @escaping @MainActor () -> DragSource.Payload?) {
        self.probe = probe
        image.setSizeRequest(width: width, height: ImageDetailViewModel.imageMaxHeight)
        image.pictureBox = (width, ImageDetailViewModel.imageMaxHeight)
        userImage.pictureBox = (ImageDetailViewModel.userImageSize, ImageDetailViewModel.userImageSize)
        imageBox.add(image)
        imageBox.accessibleName = tr("Selected image")
        imageBox.tooltip = tr("Drag the image into another app, or open its menu with a right click")
        imageBox.onKeyPress { [imageBox] key in ImageMenu.handle(key, on: imageBox) }
        ImageMenu.attach(to: imageBox, probe: probe) { [imageBox] _ in imageBox }
        dragSource = DragSource(on: imageBox, icon: { [weak self] in self?.shownPixbuf }, prepare: dragPayload)
        // Only text that runs long wraps: a wrapping label is shaped again for each width the
        // pane asks it about, and filling the pane after a new search shaped every line three
        // or four times. A name, a licence, a size or the counts fit on one line, or end in an
        // ellipsis.
        for label in [title, summary, creatorText, licenseText, source, size, counts] {
            label.setXAlign(0)
            label.setMaxWidthInCharacters(1)
            label.setSelectable(true)
        }
        for label in [title, summary, used] {
            label.setWrap(true)
        }
        used.setXAlign(0)
        used.setMaxWidthInCharacters(1)
        used.setSelectable(true)
        // Its natural width is its whole text: the licence's link gives way to it first.
        licenseLimits.setXAlign(0)
        licenseLimits.addStyleClass("dim-label")
        for label in [creatorText, licenseText, licenseLimits, source, size, counts] {
            label.setEllipsizeEnd()
        }
        title.addStyleClass("heading")
        tags.onActivate { [weak self] index in self?.viewModel?.searchTag(at: index) }
        probe?.recordBounds(of: tags, as: .tags)
        followUps.accessibleName = tr("Find more")
        // Each follow-up is the window's action of its kind, as the image menu's is.
        followUps.onActivate { [weak self, followUps] index in
            guard let kinds = self?.viewModel?.followUpKinds, kinds.indices.contains(index) else { return }
            followUps.activateWindowAction(PixscoutAction.following(kinds[index]).name)
        }
        probe?.recordBounds(of: followUps, as: .followUps)
        for label in [tags, source, size, counts, used] as [Widget] {
            label.addStyleClass("dim-label")
        }
        creator.onActivate { [weak self] in self?.viewModel?.openCreatorPage() }
        license.onActivate { [weak self] in self?.viewModel?.openLicense() }
        let userRow = Box(.horizontal, spacing: 8)
        userRow.packStart(userImage)
        userRow.packStart(creator, expand: true)
        userRow.packStart(creatorText, expand: true)
        let licenseHeading = Label(tr("Licence:"))
        licenseHeading.addStyleClass("dim-label")
        licenseRow.packStart(licenseHeading)
        licenseRow.packStart(license, expand: true)
        licenseRow.packStart(licenseText, expand: true)
        // At the end of the licence's line: the pane's buttons stay where they were.
        licenseRow.packStart(licenseLimits)
        openButton.accessibleName = tr("Open in Browser")
        openButton.onClicked { [openButton] in openButton.activateWindowAction(PixscoutAction.openPage.name) }
        saveButton.accessibleName = tr("Save Image")
        saveButton.onClicked { [saveButton] in saveButton.activateWindowAction(PixscoutAction.saveImage.name) }
        creditButton.accessibleName = tr("Copy Credit")
        creditButton.tooltip = tr("Copy the title, author, source and licence, to credit the image where you use it")
        creditButton.onClicked { [creditButton] in creditButton.activateWindowAction(PixscoutAction.copyCredits.name) }
        probe?.recordBounds(of: creditButton, as: .credit)
        starButton.onClicked { [starButton] in starButton.activateWindowAction(PixscoutAction.star.name) }
        fitButton.tooltip = tr("Crop and resize it for a slide, a page or the screen (Ctrl+Shift+F)")
        fitButton.onClicked { [fitButton] in fitButton.activateWindowAction(PixscoutAction.fitImage.name) }
        cancelSaveButton.accessibleName = tr("Cancel saving")
        cancelSaveButton.onClicked { [weak self] in self?.viewModel?.cancelSave() }
        actions.packStart(openButton)
        actions.packStart(saveButton)
        actions.packStart(creditButton)
        actions.packStart(fitButton)
        actions.packStart(starButton)
        progress.setAlignment(horizontal: .fill, vertical: .center)
        saving.packStart(progress, expand: true)
        saving.packStart(cancelSaveButton)
        let parts: [Widget] = [imageBox, title, tags, userRow, licenseRow, source, followUps, size, counts, used,
            summary]
        for part in parts {
            root.packStart(part)
        }
        actionBar.packStart(saving)
        actionBar.packStart(actions)
        // Each part's visibility is set where it changes, never by a showAll: showing every
        // part and hiding the unused ones again on each selection mapped and unmapped them.
        root.showAll()
        actionBar.showAll()
        for part in [saving, root, actionBar] as [Widget] {
            part.hide()
        }
    }

    /// The width the buttons take side by side, measured while the bar is still hidden (a
    /// hidden widget measures nothing).
    var buttonsWidth: Int {
        actions.naturalWidth
    }

    func show(_ viewModel: any ImageDetailViewModeling) {
        self.viewModel = viewModel
        observations = []
        title.text = viewModel.titleText
        tags.setItems(viewModel.tags, separator: ", ")
        // The tags themselves, read as a list: each is a link to search for it.
        tags.accessibleName = String(format: tr("Tags: %@"), viewModel.tags.joined(separator: ", "))
        tags.isVisible = !viewModel.tags.isEmpty
        followUps.setItems(viewModel.followUpTitles, separator: " · ")
        followUps.isVisible = !viewModel.followUpTitles.isEmpty
        show(viewModel.summaryText, in: summary)
        show(viewModel.sizeText, in: size)
        show(viewModel.countsText, in: counts)
        counts.accessibleName = viewModel.countsText ?? ""
        source.text = viewModel.sourceText
        showLink(viewModel.creatorText, page: viewModel.creatorPage, link: creator, label: creatorText)
        showLink(viewModel.licenseText, page: viewModel.licensePage, link: license, label: licenseText)
        licenseRow.isVisible = viewModel.licenseText != nil
        show(viewModel.licenseLimitsText, in: licenseLimits)
        licenseLimits.tooltip = viewModel.licenseLimitsText
        userImage.isVisible = viewModel.hasUserImage
        // Last: showing maps the parts now visible, and only those.
        root.show()
        actionBar.show()
        probe?.record(.detail(
            id: viewModel.id, title: viewModel.titleText, counts: viewModel.countsText ?? "",
                license: viewModel.licenseText ?? "",
            source: viewModel.sourceText))
        let id = viewModel.id
        // The probe hears the picture when GTK has its pixels, made off the main thread.
        image.onPixbufShown = { [probe] in probe?.record(.detailImage(id: id)) }
        observations = [
            viewModel.image.observe { [weak self, image] state in
                image.show(state, iconSize: 64)
                self?.shownPixbuf = (state.image as? PixbufPreview)?.pixbuf
            },
            viewModel.userImage.observe { [userImage] state in userImage.show(state, iconSize: 24) },
            viewModel.save.observe { [weak self] state in self?.showSave(state) },
            viewModel.uses.observe { [weak self, used] lines in
                self?.show(lines.isEmpty ? nil : ([tr("Used:")] + lines).joined(separator: "\n"), in: used)
            },
            viewModel.isStarred.observe { [weak self, starButton] starred in
                // A new icon is a new widget to map: only when the star changes.
                guard self?.shownStar != starred else { return }
                self?.shownStar = starred
                starButton.setIcon(starred ? "starred-symbolic" : "non-starred-symbolic")
                starButton.accessibleName = starred ? tr("Starred: unstar") : tr("Star")
                starButton.tooltip = starred
                    ? tr("Starred. Unstar it (Ctrl+D)") : tr("Star it, to keep it in your library (Ctrl+D)")
            },
        ]
    }

    private func show(_ text: String?, in label: Label) {
        label.text = text ?? ""
        label.isVisible = text != nil
    }

    /// A link when there is a page to open, plain text when there is only a name.
    private func showLink(_ text: String?, page: String?, link: LinkLabel, label: Label) {
        label.text = text ?? ""
        if let text, let page { link.setLink(text: text, uri: page) }
        link.isVisible = text != nil && page != nil
        label.isVisible = text != nil && page == nil
    }

    /// A save's progress shows in the bar; how it ended is said by the notice over the results.
    private func showSave(_ state: SaveState) {
        var isSaving = false
        if case .saving(let fraction) = state {
            isSaving = true
            progress.fraction = fraction
        }
        saving.isVisible = isSaving
        saveButton.isSensitive = !isSaving
        probe?.record(.save(state))
    }
}
