import Foundation
import PixscoutModel

@MainActor
public final class ImageDetailViewModel: ImageDetailViewModeling {
    /// The pane shows the webformat image no larger than this.
    public static let imageMaxWidth = 480
    public static let imageMaxHeight = 360
    public static let userImageSize = 32

    public let id: UInt64
    public let tagText: String
    public let username: String
    public let pageImageSizeText: String
    public let viewCountText: String
    public let downloadCountText: String
    public let likeCountText: String
    public let hasUserImage: Bool
    public let suggestedFileName: String
    public let image = ObservableProperty<PreviewState>(.placeholder)
    public let userImage = ObservableProperty<PreviewState>(.placeholder)
    public let save = ObservableProperty<SaveState>(.idle)

    private let entity: ImageEntity
    private let imageFetcher: any ImageFetching
    private let imageDownloader: any ImageDownloading
    private let previewDecoder: any PreviewDecoding
    private let openPage: @MainActor () -> Void
    private var loadTasks: [Task<Void, Never>] = []
    private var saveTask: Task<Void, Never>?

    public init(
        image: ImageEntity, imageFetcher: any ImageFetching, imageDownloader: any ImageDownloading,
        previewDecoder: any PreviewDecoding, locale: Locale = .current, openPage: @escaping @MainActor () -> Void
    ) {
        entity = image
        id = image.id
        tagText = image.titleText
        username = image.username
        pageImageSizeText = image.pageImageSizeText
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        viewCountText = formatter.string(from: NSNumber(value: image.viewCount)) ?? String(image.viewCount)
        downloadCountText = formatter.string(from: NSNumber(value: image.downloadCount)) ?? String(image.downloadCount)
        likeCountText = formatter.string(from: NSNumber(value: image.likeCount)) ?? String(image.likeCount)
        hasUserImage = image.userImageURL != nil
        let fileExtension = URL(string: image.largeImageURL)?.pathExtension.lowercased()
        suggestedFileName = "pixabay-\(image.id).\(fileExtension.flatMap { $0.isEmpty ? nil : $0 } ?? "jpg")"
        self.imageFetcher = imageFetcher
        self.imageDownloader = imageDownloader
        self.previewDecoder = previewDecoder
        self.openPage = openPage
    }

    public func loadImages() {
        guard loadTasks.isEmpty else { return }
        loadTasks.append(load(entity.imageURL, into: image, width: Self.imageMaxWidth, height: Self.imageMaxHeight))
        if let userImageURL = entity.userImageURL {
            loadTasks.append(load(userImageURL, into: userImage, width: Self.userImageSize, height: Self.userImageSize))
        }
    }

    private func load(_ url: String, into state: ObservableProperty<PreviewState>, width: Int, height: Int) -> Task<Void, Never> {
        let fetcher = imageFetcher
        let decoder = previewDecoder
        return Task {
            let result: PreviewState
            do {
                let data = try await fetcher.fetchImage(at: url)
                result = .image(try await decoder.decodePreview(data, maxWidth: width, maxHeight: height))
            } catch {
                result = .broken
            }
            guard !Task.isCancelled else { return }
            state.value = result
        }
    }

    public func cancel() {
        loadTasks.forEach { $0.cancel() }
        loadTasks.removeAll()
        cancelSave()
    }

    public func openInBrowser() {
        openPage()
    }

    public func saveImage(to path: String) {
        saveTask?.cancel()
        save.value = .saving(fraction: nil)
        let downloader = imageDownloader
        let url = entity.largeImageURL
        let save = self.save
        saveTask = Task { [weak self] in
            let result: SaveState
            do throws(DownloadError) {
                try await downloader.download(url, to: URL(fileURLWithPath: path)) { received, expected in
                    Task { @MainActor in
                        guard case .saving = save.value else { return }
                        save.value = .saving(fraction: expected > 0 ? min(1, Double(received) / Double(expected)) : nil)
                    }
                }
                result = .saved(path: path)
            } catch .cancelled {
                result = .idle
            } catch {
                result = .failed(message: error.message)
            }
            guard let self, !Task.isCancelled else { return }
            self.saveTask = nil
            self.save.value = result
        }
    }

    public func cancelSave() {
        guard let saveTask else { return }
        saveTask.cancel()
        self.saveTask = nil
        save.value = .idle
    }
}
