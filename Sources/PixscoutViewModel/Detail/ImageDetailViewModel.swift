import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class ImageDetailViewModel: ImageDetailViewModeling {
    /// The pane shows its image no larger than this.
    public static let imageMaxWidth = 480
    public static let imageMaxHeight = 360
    public static let userImageSize = 32
    /// The latest uses the pane lists.
    static let usesShownAtMost = 5

    public let id: String
    public let titleText: String
    public let tags: [String]
    public let followUpTitles: [String]
    public let followUpKinds: [FollowUp]
    public let summaryText: String?
    public let creatorText: String?
    public let sizeText: String?
    public let countsText: String?
    public let licenseText: String?
    public let licenseLimitsText: String?
    public let sourceText: String
    public let suggestedFileName: String
    public var image: ObservableProperty<PreviewState> { imageWriter.property }
    private let imageWriter = PropertyWriter<PreviewState>(.placeholder)
    public var userImage: ObservableProperty<PreviewState> { userImageWriter.property }
    private let userImageWriter = PropertyWriter<PreviewState>(.placeholder)
    public var save: ObservableProperty<SaveState> { saveWriter.property }
    private let saveWriter = PropertyWriter<SaveState>(.idle)
    /// The result's star, which the result's cell owns.
    public let isStarred: ObservableProperty<Bool>
    public var uses: ObservableProperty<[String]> { usesWriter.property }
    private let usesWriter = PropertyWriter<[String]>([])
    /// Each tag followed: a new search, which the selection asks for.
    var tagSearches: ChangeStream<String> { tagSearchesSender.stream }
    private let tagSearchesSender = ChangeSender<String>()
    /// Where each save put its file, for the credits ledger.
    var savedFiles: ChangeStream<String> { savedFilesSender.stream }
    private let savedFilesSender = ChangeSender<String>()
    /// The image's uses from the library's ledger, when there is a library.
    private let ledger: (@MainActor () async -> [ImageUse])?

    let entity: ImageEntity
    private let loader: any PreviewLoading
    private let downloader: any ImageDownloading
    private let pages: PageOpener
    /// The screen's pixels per point: the image is decoded for it.
    private let pixelsPerPoint: Int
    private let locale: Locale
    private var loadTasks: [Task<Void, Never>] = []
    private var saveTask: Task<Void, Never>?
    /// Writes the image's credit into the saved file before it takes its name.
    private let credit: FilePreparing?
    /// Says over the results how a save went: the pane may have scrolled, or shows another image.
    private let messages: (any OutcomeTelling)?

    init(
        image: ImageEntity, loader: any PreviewLoading, downloader: any ImageDownloading,
        pages: PageOpener, locale: Locale = .current, isStarred: ObservableProperty<Bool> = ObservableProperty(false),
        pixelsPerPoint: Int = 1, messages: (any OutcomeTelling)? = nil,
        ledger: (@MainActor () async -> [ImageUse])? = nil, credit: FilePreparing? = nil
    ) {
        self.credit = credit
        self.messages = messages
        self.ledger = ledger
        self.isStarred = isStarred
        self.pixelsPerPoint = max(1, pixelsPerPoint)
        entity = image
        id = image.id
        titleText = image.titleText
        tags = image.tags
        followUpTitles = image.followUps.map(\.title)
        followUpKinds = image.followUps.map(\.followUp)
        summaryText = image.summary
        creatorText = image.authorText
        let fileSize = image.fileSize.map(CountFormatter.fileSize)
        let pixels = image.sizeText.map { String(format: tr("%@ pixels"), $0) }
        let sizeParts = [pixels, fileSize].compactMap { $0 }
        sizeText = sizeParts.isEmpty ? nil : sizeParts.joined(separator: " · ")
        countsText = Self.countsText(image, locale: locale)
        self.locale = locale
        // What a recheck found changed at its site is said beside the licence the library knew.
        let licenseParts = [image.license?.name, image.siteChange?.sentence].compactMap { $0 }
        licenseText = licenseParts.isEmpty ? nil : licenseParts.joined(separator: " · ")
        licenseLimitsText = image.licenseLimitsText
        sourceText = image.sourceText
        suggestedFileName = image.suggestedFileName
        self.loader = loader
        self.downloader = downloader
        self.pages = pages
    }

    public var creatorPage: String? { entity.creator?.profileURL }
    /// The licence's deed: the link the site gave, else Creative Commons' own.
    public var licensePage: String? { entity.license?.deedURL }
    public var hasUserImage: Bool { entity.creator?.avatarURL != nil }

    /// "7,654,321 views · 123 downloads · 789 likes", leaving out what the site does not count.
    private static func countsText(_ image: ImageEntity, locale: Locale) -> String? {
        func number(_ count: Int64) -> String { CountFormatter.string(count, locale: locale) }
        let parts = [
            image.viewCount.map { String(format: trn("%@ view", "%@ views", Int(clamping: $0)), number($0)) },
            image.downloadCount.map { String(format: trn("%@ download", "%@ downloads", Int(clamping: $0)),
                number($0)) },
            image.likeCount.map { String(format: trn("%@ like", "%@ likes", Int(clamping: $0)), number($0)) },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    public func loadImages() {
        guard loadTasks.isEmpty else { return }
        // Without a picture of the file (Commons could not render it) the placeholder stays.
        if let url = entity.imageURL {
            loadTasks.append(load(
                url, into: imageWriter, width: Self.imageMaxWidth * pixelsPerPoint,
                    height: Self.imageMaxHeight * pixelsPerPoint))
        }
        if let avatar = entity.creator?.avatarURL {
            loadTasks.append(load(
                avatar, into: userImageWriter, width: Self.userImageSize * pixelsPerPoint,
                    height: Self.userImageSize * pixelsPerPoint))
        }
        loadUses()
    }

    /// Reads when and where the image was used again: after a new use.
    func loadUses() {
        guard let ledger else { return }
        let locale = self.locale
        loadTasks.append(Task { [weak self] in
            let lines = await ledger().prefix(Self.usesShownAtMost).map { $0.usedText(locale: locale) }
            guard !Task.isCancelled else { return }
            self?.usesWriter.value = lines
        })
    }

    private func load(_ url: String, into state: PropertyWriter<PreviewState>, width: Int,
        height: Int) -> Task<Void, Never> {
        let loaded = loader.begin(url, maxWidth: width, maxHeight: height)
        return Task {
            let result = await loaded()
            guard !Task.isCancelled else { return }
            state.value = result
        }
    }

    public func cancel() {
        loadTasks.forEach { $0.cancel() }
        loadTasks.removeAll()
        cancelSave()
    }

    public func openCreatorPage() {
        if let profile = entity.creator?.profileURL { pages.open(profile) }
    }

    public func openLicense() {
        if let url = licensePage { pages.open(url) }
    }

    public func searchTag(at index: Int) {
        guard tags.indices.contains(index) else { return }
        tagSearchesSender.send(tags[index])
    }

    public func saveImage(to path: String) {
        saveTask?.cancel()
        saveWriter.value = .saving(fraction: nil)
        let downloader = self.downloader
        let credit = self.credit
        let url = entity.downloadURL ?? ""
        let save = saveWriter
        saveTask = Task { [weak self] in
            let result: SaveState
            do throws(DownloadError) {
                // The file chooser asked before replacing the chosen file.
                let saved = try await downloader.download(url, to: URL(fileURLWithPath: path),
                    replacing: true, preparing: credit) { received, expected in
                    Task { @MainActor in
                        guard case .saving = save.value else { return }
                        save.value = .saving(fraction: expected > 0 ? min(1, Double(received) / Double(expected)) : nil)
                    }
                }
                result = .saved(path: saved.path)
            } catch .cancelled {
                result = .idle
            } catch {
                result = .failed(message: error.message)
            }
            guard let self, !Task.isCancelled else { return }
            self.saveTask = nil
            self.saveWriter.value = result
            tellOutcome(result, askedPath: path)
        }
    }

    private func tellOutcome(_ result: SaveState, askedPath: String) {
        switch result {
        case .saved(let path):
            savedFilesSender.send(path)
            let file = URL(fileURLWithPath: path)
            let folder = file.deletingLastPathComponent()
            messages?.notifySaved(String(format: tr("Saved “%1$@” in %2$@."), file.lastPathComponent,
                folder.lastPathComponent), in: folder)
        case .failed(let message):
            messages?.notifyFailure(message) { [self] in saveImage(to: askedPath) }
        case .idle, .saving:
            break
        }
    }

    public func cancelSave() {
        guard let saveTask else { return }
        saveTask.cancel()
        self.saveTask = nil
        saveWriter.value = .idle
    }
}
