import PixscoutModel

@MainActor
public final class ImageSearchCellModel: ImageSearchCellModeling {
    public let id: String
    /// The image this row shows: selection, details and actions read it here.
    let entity: ImageEntity
    // The texts are made when a row first shows them: a page of results comes in a frame, and
    // most of the rows of a long search are never shown.
    public private(set) lazy var titleText = entity.titleText
    public private(set) lazy var sizeText: String? = namingSite
        ? [entity.sizeText, entity.siteText].compactMap { $0 }.joined(separator: " · ") : entity.sizeText
    public private(set) lazy var creditText: String? = {
        let credit = [entity.creditText, entity.licenseTermsText].compactMap { $0 }
        return credit.isEmpty ? nil : credit.joined(separator: " · ")
    }()
    public let aspectRatio: Double?
    public private(set) lazy var accessibleDescription = entity.accessibleDescription(namingSite: namingSite)
    public let preview = ObservableProperty<PreviewState>(.placeholder)
    public let isStarred = ObservableProperty(false)

    private let loader: any PreviewLoading
    /// The results come from several sites: the row says which.
    private let namingSite: Bool
    private var loadTask: Task<Void, Never>?

    /// Shows the image as starred or not: the library's answer, or a star being set.
    func showStarred(_ starred: Bool) {
        isStarred.value = starred
    }

    /// - Parameter namingSite: the results come from several sites: the row says which.
    public init(image: ImageEntity, loader: any PreviewLoading, namingSite: Bool = false) {
        entity = image
        id = image.key
        self.namingSite = namingSite
        aspectRatio = Self.aspectRatio(width: image.pageImageWidth ?? image.imageWidth,
            height: image.pageImageHeight ?? image.imageHeight)
        self.loader = loader
    }

    /// Width over height, for sizes a library said (and no absurd ones).
    static func aspectRatio(width: Int?, height: Int?) -> Double? {
        guard let width, let height, width > 0, height > 0 else { return nil }
        return Double(width) / Double(height)
    }

    var isLoadingPreview: Bool {
        loadTask != nil
    }

    var hasImage: Bool {
        preview.value.image != nil
    }

    /// Starts loading the preview for `box`, unless it is loaded or loading; `whenShown` is
    /// called once its image, or a broken one, is shown (not if the load is cancelled).
    func loadPreview(for box: PreviewBox = .row, whenShown: @escaping @MainActor () -> Void = {}) {
        // Without a picture of the file (a Commons file it could not render) the placeholder stays.
        guard loadTask == nil, preview.value.isPlaceholder,
              let previewURL = entity.previewURL(fittingWidth: box.pixelWidth, height: box.pixelHeight)
        else { return }
        let loaded = loader.begin(previewURL, maxWidth: box.pixelWidth, maxHeight: box.pixelHeight)
        loadTask = Task { [weak self] in
            let state = await loaded()
            // A cancelled load's cell has moved on (cancelPreviewLoad already cleared loadTask).
            guard let self, !Task.isCancelled else { return }
            self.loadTask = nil
            self.preview.value = state
            if !state.isPlaceholder { whenShown() }
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
