import PixscoutModel

@MainActor
public final class ImageSearchCellModel: ImageSearchCellModeling {
    public let id: String
    /// The image this row shows: selection, details and actions read it here.
    let entity: ImageEntity
    // The texts are made when a row first shows them: a page of results comes in a frame, and
    // most of the rows of a long search are never shown. Each piece is made once: the row's
    // lines and what a screen reader hears share them.
    public private(set) lazy var titleText = entity.titleText
    private lazy var originalSizeText = entity.sizeText
    private lazy var siteText = namingSite ? entity.siteText : nil
    private lazy var authorText = entity.authorText
    private lazy var termsText = entity.licenseTermsText
    public private(set) lazy var sizeText = Self.joined([originalSizeText, siteText], by: " · ")
    public private(set) lazy var creditText = Self.joined([authorText, entity.license?.name, termsText], by: " · ")
    public let aspectRatio: Double?
    /// All the row or tile shows, in the same order (the site and where else it is, when the row
    /// names them), with the licence's terms in words.
    public private(set) lazy var accessibleDescription = [titleText, originalSizeText, siteText, authorText,
        entity.license?.name, termsText].compactMap { $0 }.joined(separator: ", ")
    public var preview: ObservableProperty<PreviewState> { previewWriter.property }
    private let previewWriter = PropertyWriter<PreviewState>(.placeholder)
    public var isStarred: ObservableProperty<Bool> { isStarredWriter.property }
    private let isStarredWriter = PropertyWriter<Bool>(false)

    private let loader: any PreviewLoading
    /// The results come from several sites: the row says which.
    private let namingSite: Bool
    private var loadTask: Task<Void, Never>?

    /// Shows the image as starred or not: the library's answer, or a star being set.
    func showStarred(_ starred: Bool) {
        isStarredWriter.value = starred
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

    /// The texts there are, joined; nil when there are none.
    private static func joined(_ texts: [String?], by separator: String) -> String? {
        let texts = texts.compactMap { $0 }
        return texts.isEmpty ? nil : texts.joined(separator: separator)
    }

    /// Width over height, for sizes a site said (and no absurd ones).
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
            self.previewWriter.value = state
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
            previewWriter.value = .placeholder
        }
    }
}
