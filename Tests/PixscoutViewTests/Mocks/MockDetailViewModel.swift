import PixscoutViewModel

/// One image's details with fixed text, as the view tests want them; records nothing.
@MainActor
final class MockDetailViewModel: ImageDetailViewModeling {
    let id: String
    let titleText: String
    let tags: [String] = []
    var followUpTitles: [String] = []
    var followUpKinds: [FollowUp] = []
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
    var image: ObservableProperty<PreviewState> { imageWriter.property }
    let imageWriter = PropertyWriter<PreviewState>(.placeholder)
    var userImage: ObservableProperty<PreviewState> { userImageWriter.property }
    let userImageWriter = PropertyWriter<PreviewState>(.placeholder)
    let suggestedFileName: String
    var save: ObservableProperty<SaveState> { saveWriter.property }
    let saveWriter = PropertyWriter<SaveState>(.idle)
    var isStarred: ObservableProperty<Bool> { isStarredWriter.property }
    let isStarredWriter = PropertyWriter<Bool>(false)
    /// When and where it was used, as a test sets it.
    var uses: ObservableProperty<[String]> { usesWriter.property }
    let usesWriter = PropertyWriter<[String]>([])

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
    func openCreatorPage() {}
    func openLicense() {}
    func searchTag(at index: Int) {}
    func saveImage(to path: String) {}
    func cancelSave() {}
}
