import PixscoutModel

@MainActor
public final class ImageSearchCellModel: ImageSearchCellModeling {
    /// Previews are decoded no larger than this box (Pixabay previews are 150 px at most).
    public static let previewMaxWidth = 150
    public static let previewMaxHeight = 100

    public let id: UInt64
    public let tagText: String
    public let pageImageSizeText: String
    public let username: String
    public let accessibleDescription: String
    public let preview = ObservableProperty<PreviewState>(.placeholder)

    private let previewURL: String
    private let imageFetcher: any ImageFetching
    private let previewDecoder: any PreviewDecoding
    private var loadTask: Task<Void, Never>?

    public init(image: ImageEntity, imageFetcher: any ImageFetching, previewDecoder: any PreviewDecoding) {
        id = image.id
        tagText = image.tagText
        pageImageSizeText = image.pageImageSizeText
        username = image.username
        accessibleDescription = "\(image.titleText), \(pageImageSizeText), by \(image.username)"
        previewURL = image.previewURL
        self.imageFetcher = imageFetcher
        self.previewDecoder = previewDecoder
    }

    public var isLoadingPreview: Bool {
        loadTask != nil
    }

    public func loadPreview() {
        guard loadTask == nil, preview.value.isPlaceholder else { return }
        let url = previewURL
        let fetcher = imageFetcher
        let decoder = previewDecoder
        loadTask = Task { [weak self] in
            let state: PreviewState
            do {
                let data = try await fetcher.fetchImage(at: url)
                let image = try await decoder.decodePreview(
                    data, maxWidth: Self.previewMaxWidth, maxHeight: Self.previewMaxHeight)
                state = .image(image)
            } catch NetworkError.cancelled {
                // Not a broken image: it stays a placeholder that can load again.
                state = .placeholder
            } catch {
                state = .broken
            }
            // A cancelled load's cell has moved on (cancelPreviewLoad already cleared loadTask).
            guard let self, !Task.isCancelled else { return }
            self.loadTask = nil
            self.preview.value = state
        }
    }

    public func cancelPreviewLoad() {
        loadTask?.cancel()
        loadTask = nil
    }
}
