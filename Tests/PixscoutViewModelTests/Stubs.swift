import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// An image with everything known; "user" authors are named after the image ("user7").
func makeImage(
    id: Int, title: String? = nil, tags: [String] = ["a", "b c", "d"], pageURL: String? = nil, sized: Bool = true,
    author: String? = "user", profileURL: String? = nil, license: ImageLicense? = .pixabay, counts: Bool = true,
    attribution: String? = nil, sourceName: String? = "Pixabay", largeImageURL: String? = nil
) -> ImageEntity {
    ImageEntity(
        id: String(id), title: title, tags: tags, pageURL: pageURL ?? "https://pixabay.com/photos/image-\(id)/",
        pageImageWidth: sized ? 1000 : nil, pageImageHeight: sized ? 2000 : nil,
        previewURL: "https://cdn.pixabay.com/preview-\(id).jpg", imageURL: "https://pixabay.com/get/web-\(id).jpg",
        largeImageURL: largeImageURL ?? "https://pixabay.com/get/large-\(id).jpg",
        viewCount: counts ? 1 : nil, downloadCount: counts ? 2 : nil, likeCount: counts ? 3 : nil,
        creator: author.map { ImageCreator(name: $0 == "user" ? "user\(id)" : $0, profileURL: profileURL) },
        license: license, attribution: attribution, sourceName: sourceName)
}

func stubDescription(_ id: ProviderID = .pixabay, host: String? = "pixabay.com", filters: Set<SearchFilters.Kind> = Set(SearchFilters.Kind.allCases)) -> ProviderDescription {
    ProviderDescription(
        id: id, homeURL: id == .sample ? nil : "https://\(id.rawValue).example/", linkPolicy: PageLinkPolicy(allowedHost: host),
        supportedFilters: filters, previewOrigin: id == .sample ? nil : "https://cdn.\(id.rawValue).example/",
        apiOrigin: id == .sample ? nil : "https://api.\(id.rawValue).example/")
}

/// Answers searches from a table of first pages; a query missing from it waits until cancelled.
final class StubProvider: ImageProviding, @unchecked Sendable {
    let description: ProviderDescription
    private let answers: [String: Result<ResultPage, NetworkError>]
    private let lock = NSLock()
    private var asked: [String] = []

    init(_ answers: [String: Result<ResultPage, NetworkError>], description: ProviderDescription = stubDescription()) {
        self.answers = answers
        self.description = description
    }

    var queries: [String] {
        lock.withLock { asked }
    }

    func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        lock.withLock { asked.append(query) }
        guard let answer = answers[query] else {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(5))
            }
            throw .cancelled
        }
        return try answer.get()
    }
}

func page(_ ids: ClosedRange<Int>, total: Int? = nil, next: Int? = nil) -> Result<ResultPage, NetworkError> {
    .success(ResultPage(images: ids.map { makeImage(id: $0) }, totalCount: total ?? ids.count, next: next.map { PageToken($0) }))
}

/// A query with `total` results served `perPage` a page like Pixabay (or with unknown totals,
/// like Commons); can fail one page, or be rate limited for the first request; records every
/// page and the filters it was asked with.
final class PagedStubProvider: ImageProviding, @unchecked Sendable {
    let description: ProviderDescription
    private let total: Int
    private let perPage: Int
    private let saysTotal: Bool
    private let lock = NSLock()
    private var asked: [Int] = []
    private var askedFilters: [SearchFilters] = []
    var failingPage: Int?
    var rateLimitedOnce: Int?

    init(total: Int, perPage: Int = 50, saysTotal: Bool = true, description: ProviderDescription = stubDescription()) {
        self.total = total
        self.perPage = perPage
        self.saysTotal = saysTotal
        self.description = description
    }

    var pages: [Int] { lock.withLock { asked } }
    var filters: [SearchFilters] { lock.withLock { askedFilters } }

    func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        let number = page?.value ?? 1
        let (fail, limited) = lock.withLock { () -> (Bool, Int?) in
            asked.append(number)
            askedFilters.append(filters)
            defer { rateLimitedOnce = nil }
            return (failingPage == number, rateLimitedOnce)
        }
        if let limited { throw .rateLimited(resetSeconds: limited) }
        if fail {
            lock.withLock { failingPage = nil }
            throw .connectionLost
        }
        let start = (number - 1) * perPage
        guard start < total else { throw .requestRejected(status: 400) }
        let end = min(start + perPage, total)
        return ResultPage(
            images: (start..<end).map { makeImage(id: $0 + 1) }, totalCount: saysTotal ? total : nil,
            next: end < total ? PageToken(number + 1) : nil)
    }
}

/// What the stubs call an image: JPEG's start and end markers around `text`, so that it reads
/// as a whole JPEG file, and ``StubPreviewDecoder`` gets `text` back.
func stubImageBytes(_ text: String) -> Data {
    Data([0xFF, 0xD8, 0xFF, 0xDA]) + Data(text.utf8) + Data([0xFF, 0xD9])
}

/// Serves image bytes (``stubImageBytes(_:)`` of the URL itself): "broken" URLs fail,
/// "slow" URLs wait until cancelled, "html" URLs serve a web page.
final class StubImageFetcher: ImageFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var fetched: [String] = []
    private let failing: Set<String>
    private let slow: Set<String>

    init(failing: Set<String> = [], slow: Set<String> = []) {
        self.failing = failing
        self.slow = slow
    }

    var fetchedURLs: [String] {
        lock.withLock { fetched }
    }

    func fetchImage(at url: String, maxBytes: Int, progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> Data {
        lock.withLock { fetched.append(url) }
        if failing.contains(url) { throw .serverError(status: 500) }
        if slow.contains(url) {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(5))
            }
            throw .cancelled
        }
        let body = url.contains("html") ? Data("<!doctype html><title>Not found</title>".utf8) : stubImageBytes(url)
        progress?(Int64(body.count), Int64(body.count))
        return body
    }
}

final class StubPreviewImage: PreviewImage {
    let source: String
    let width = 150
    let height = 100

    init(source: String) {
        self.source = source
    }
}

struct StubPreviewDecoder: PreviewDecoding {
    struct NotAnImage: Error {}

    func decodePreview(_ data: Data, format: String, maxWidth: Int, maxHeight: Int) async throws -> any PreviewImage {
        let text = String(decoding: data.dropFirst(4).dropLast(2), as: UTF8.self)
        if text.contains("corrupt") { throw NotAnImage() }
        return StubPreviewImage(source: text)
    }
}

@MainActor
final class StubURLOpener: URLOpening {
    var opened: [String] = []
    var failure: String?

    func open(_ url: String) -> String? {
        if failure == nil { opened.append(url) }
        return failure
    }
}

@MainActor
final class StubClipboard: ClipboardWriting {
    var texts: [String] = []
    var images: [any PreviewImage] = []

    func copy(text: String) {
        texts.append(text)
    }

    func copy(image: any PreviewImage) {
        images.append(image)
    }
}

/// Records preconnections; answers as `reachable` says.
final class StubConnections: Preconnecting, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [(String, Int)] = []
    let reachable: Bool

    init(reachable: Bool = true) {
        self.reachable = reachable
    }

    var preconnections: [(origin: String, count: Int)] {
        lock.withLock { requests }
    }

    func preconnect(to origin: String, count: Int) async -> Bool {
        lock.withLock { requests.append((origin, count)) }
        return reachable
    }
}

/// Hands out the sources a test set up, by provider, as the app's catalog does with a key.
@MainActor
final class StubSourceCatalog {
    var sources: [ProviderID: ImageSearchSource] = [:]

    lazy var catalog = SourceCatalog(apiKey: APIKey("test-key")) { [unowned self] provider, _ in sources[provider] }
}

/// The browse view model over `source`, with stubs for the desktop and a quick clock.
@MainActor
func makeBrowse(
    _ source: ImageSearchSource, opener: StubURLOpener = StubURLOpener(), clipboard: StubClipboard = StubClipboard(),
    wallpaper: (any WallpaperSetting)? = nil, folders: ImageFolders = .standard(), catalog: StubSourceCatalog? = nil,
    providerStore: ProviderChoiceStore? = nil, filtersStore: SearchFiltersStore? = nil,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { _ in try await Task.sleep(for: .milliseconds(1)) }
) -> BrowseViewModel {
    BrowseViewModel(
        source: source, previewDecoder: StubPreviewDecoder(), urlOpener: opener, clipboard: clipboard, wallpaper: wallpaper,
        folders: folders, catalog: catalog?.catalog, filtersStore: filtersStore, providerStore: providerStore, sleep: sleep)
}

func makeSource(
    _ provider: any ImageProviding, fetcher: StubImageFetcher = StubImageFetcher(),
    downloader: StubImageDownloader = StubImageDownloader(), connections: StubConnections? = nil
) -> ImageSearchSource {
    ImageSearchSource(provider: provider, imageFetcher: fetcher, imageDownloader: downloader, connections: connections)
}

/// Writes `body` to the destination in two steps, reporting progress; "fail" URLs fail midway.
final class StubImageDownloader: ImageDownloading, @unchecked Sendable {
    private let lock = NSLock()
    private var downloaded: [(String, URL)] = []
    let body = Data(repeating: 7, count: 1000)

    var downloads: [(url: String, destination: URL)] {
        lock.withLock { downloaded }
    }

    func download(_ url: String, to destination: URL, progress: @escaping @Sendable (Int64, Int64) -> Void)
        async throws(DownloadError) -> URL
    {
        lock.withLock { downloaded.append((url, destination)) }
        progress(500, 1000)
        if url.contains("slow") {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(5))
            }
            throw .cancelled
        }
        if url.contains("fail") { throw .network(.connectionLost) }
        progress(1000, 1000)
        guard (try? body.write(to: destination)) != nil else {
            throw .cannotWrite(folder: destination.deletingLastPathComponent().path)
        }
        return destination
    }
}
