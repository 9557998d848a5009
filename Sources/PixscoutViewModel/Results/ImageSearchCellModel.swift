import PixscoutModel

@MainActor
public final class ImageSearchCellModel: ImageSearchCellModeling {
    /// Previews are decoded no larger than this box (Pixabay previews are 150 px at most).
    public static let previewMaxWidth = 150
    public static let previewMaxHeight = 100

    public let id: String
    /// The image this row shows: selection, details and actions read it here.
    let entity: ImageEntity
    public let titleText: String
    public let sizeText: String?
    public let creditText: String?
    public let accessibleDescription: String
    public let preview = ObservableProperty<PreviewState>(.placeholder)
    public let isStarred = ObservableProperty(false)

    private let loader: any PreviewLoading
    private var loadTask: Task<Void, Never>?

    public init(image: ImageEntity, loader: any PreviewLoading) {
        entity = image
        id = image.id
        titleText = image.titleText
        sizeText = image.sizeText
        creditText = image.creditText
        accessibleDescription = image.accessibleDescription
        self.loader = loader
    }

    var isLoadingPreview: Bool {
        loadTask != nil
    }

    var hasImage: Bool {
        preview.value.image != nil
    }

    /// Starts loading the preview for a screen of `pixelsPerPoint`, unless it is loaded or loading.
    func loadPreview(pixelsPerPoint: Int = 1) {
        // Without a picture of the file (a Commons file it could not render) the placeholder stays.
        guard loadTask == nil, preview.value.isPlaceholder, let previewURL = entity.previewURL(pixelsPerPoint: pixelsPerPoint)
        else { return }
        let loaded = loader.begin(
            previewURL, maxWidth: Self.previewMaxWidth * pixelsPerPoint, maxHeight: Self.previewMaxHeight * pixelsPerPoint)
        loadTask = Task { [weak self] in
            let state = await loaded()
            // A cancelled load's cell has moved on (cancelPreviewLoad already cleared loadTask).
            guard let self, !Task.isCancelled else { return }
            self.loadTask = nil
            self.preview.value = state
        }
    }

    /// Stops a load in progress; the preview stays a placeholder and can be loaded later.
    func cancelPreviewLoad() {
        loadTask?.cancel()
        loadTask = nil
    }

    /// Lets the decoded image go (far from view); it loads again, from the disk cache, when needed.
    func releasePreview() {
        cancelPreviewLoad()
        if hasImage {
            preview.value = .placeholder
        }
    }
}
