import PixscoutViewModel

/// One image's details with fixed text, as the view tests want them; records nothing.
@MainActor
final class MockDetailViewModel: ImageDetailViewModeling {
    let id: String
    let titleText: String
    let tags: [String] = []
    var followUpTitles: [String] = []
    var followedIndices: [Int] = []
    let summaryText: String? = nil
    let creatorText: String?
    let creatorPage: String?
    let sizeText: String?
    let countsText: String? = nil
    let licenseText: String? = "CC0 1.0"
    let licenseLimitsText: String? = nil
    let licensePage: String? = "https://creativecommons.org/publicdomain/zero/1.0/"
    let sourceText = "From Pixscout's sample catalog"
    let hasUserImage = false
    let image = ObservableProperty<PreviewState>(.placeholder)
    let userImage = ObservableProperty<PreviewState>(.placeholder)
    let suggestedFileName: String
    let save = ObservableProperty<SaveState>(.idle)
    let isStarred = ObservableProperty(false)
    /// When and where it was used, as a test sets it.
    let usesShown = ObservableProperty<[String]>([])
    var uses: ReadOnlyProperty<[String]> { ReadOnlyProperty(usesShown) }

    init(_ index: Int, title: String? = nil, creator: String? = nil) {
        id = String(index)
        titleText = title ?? "Image \(index)"
        creatorText = creator ?? "by Author \(index)"
        creatorPage = index.isMultiple(of: 2) ? "https://example.org/author/\(index)" : nil
        sizeText = "\(index * 100) × 800 pixels"
        suggestedFileName = "image-\(index).jpg"
    }

    func loadImages() {}
    func cancel() {}
    func openInBrowser() {}
    func openCreatorPage() {}
    func openLicense() {}
    func searchTag(at index: Int) {}
    func follow(at index: Int) { followedIndices.append(index) }
    func saveImage(to path: String) {}
    func cancelSave() {}
}
