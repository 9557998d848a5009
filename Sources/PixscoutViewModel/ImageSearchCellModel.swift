import PixscoutModel

@MainActor
public final class ImageSearchCellModel: ImageSearchCellModeling {
    /// Previews are decoded no larger than this box (Pixabay previews are 150 px at most).
    public static let previewMaxWidth = 150
    public static let previewMaxHeight = 100

    public let id: String
    public let titleText: String
    public let sizeText: String?
    public let creditText: String?
    public let accessibleDescription: String
    public let preview = ObservableProperty<PreviewState>(.placeholder)

    private let previewURL: String
    private let loader: any PreviewLoading
    private var loadTask: Task<Void, Never>?

    public init(image: ImageEntity, loader: any PreviewLoading) {
        id = image.id
        titleText = image.titleText
        sizeText = image.sizeText
        creditText = image.creditText
        accessibleDescription = image.accessibleDescription
        previewURL = image.previewURL
        self.loader = loader
    }

    var isLoadingPreview: Bool {
        loadTask != nil
    }

    var hasImage: Bool {
        preview.value.image != nil
    }

    /// Starts loading the preview unless it is loaded or loading.
    func loadPreview() {
        guard loadTask == nil, preview.value.isPlaceholder else { return }
        let (url, loader, maxWidth, maxHeight) = (previewURL, loader, Self.previewMaxWidth, Self.previewMaxHeight)
        // Not on the main actor: the request goes out now, not once the main thread has laid
        // out the results that asked for it (about 10 ms for a new page of them).
        let load = Task.detached(priority: .userInitiated) {
            await loader.load(url, maxWidth: maxWidth, maxHeight: maxHeight)
        }
        loadTask = Task { [weak self] in
            let state = await withTaskCancellationHandler { await load.value } onCancel: { load.cancel() }
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
