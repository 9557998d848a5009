import Foundation
import PixscoutModel
@testable import PixscoutViewModel

func makeImage(id: UInt64, tags: [String] = ["a", "b c", "d"], pageURL: String? = nil) -> ImageEntity {
    ImageEntity(
        id: id, pageURL: pageURL ?? "https://pixabay.com/photos/image-\(id)/", pageImageWidth: 1000,
        pageImageHeight: 2000, previewURL: "https://cdn.pixabay.com/preview-\(id).jpg", previewWidth: 150,
        previewHeight: 100, imageURL: "https://pixabay.com/get/web-\(id).jpg", imageWidth: 640, imageHeight: 427,
        largeImageURL: "https://pixabay.com/get/large-\(id).jpg", viewCount: 1, downloadCount: 2, likeCount: 3,
        tags: tags, username: "user\(id)", userImageURL: nil)
}

/// Answers searches from a table; a query missing from it waits until cancelled.
final class StubImageSearch: ImageSearching, @unchecked Sendable {
    private let answers: [String: Result<ResponseEntity, NetworkError>]
    private let lock = NSLock()
    private var asked: [String] = []

    init(_ answers: [String: Result<ResponseEntity, NetworkError>]) {
        self.answers = answers
    }

    var queries: [String] {
        lock.withLock { asked }
    }

    func search(query: String, page: Int, perPage: Int, filters: SearchFilters) async throws(NetworkError) -> ResponseEntity {
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

/// Serves preview bytes: "broken" URLs fail, "slow" URLs wait until cancelled.
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

    func fetchImage(at url: String) async throws(NetworkError) -> Data {
        lock.withLock { fetched.append(url) }
        if failing.contains(url) { throw .serverError(status: 500) }
        if slow.contains(url) {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(5))
            }
            throw .cancelled
        }
        return Data(url.utf8)
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

    func decodePreview(_ data: Data, maxWidth: Int, maxHeight: Int) async throws -> any PreviewImage {
        let text = String(decoding: data, as: UTF8.self)
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

/// Waits, letting the main actor run, until `condition` holds.
@MainActor
func eventually(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
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
        async throws(DownloadError)
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
    }
}

/// A query with `total` results, served 50 a page like Pixabay; can fail one page, or be
/// rate limited for the first request; records every page and the filters it was asked with.
final class PagedStubSearch: ImageSearching, @unchecked Sendable {
    private let total: Int
    private let lock = NSLock()
    private var asked: [Int] = []
    private var askedFilters: [SearchFilters] = []
    var failingPage: Int?
    var rateLimitedOnce: Int?
    var pageDelay: Duration = .zero

    init(total: Int) {
        self.total = total
    }

    var pages: [Int] { lock.withLock { asked } }
    var filters: [SearchFilters] { lock.withLock { askedFilters } }

    func search(query: String, page: Int, perPage: Int, filters: SearchFilters) async throws(NetworkError) -> ResponseEntity {
        let (fail, limited) = lock.withLock { () -> (Bool, Int?) in
            asked.append(page)
            askedFilters.append(filters)
            defer { rateLimitedOnce = nil }
            return (failingPage == page, rateLimitedOnce)
        }
        if let limited { throw .rateLimited(resetSeconds: limited) }
        if pageDelay > .zero { try? await Task.sleep(for: pageDelay) }
        if fail {
            lock.withLock { failingPage = nil }
            throw .connectionLost
        }
        let start = (page - 1) * perPage
        guard start < min(total, 500) else { throw .requestRejected(status: 400) }
        let ids = (start..<min(start + perPage, total, 500)).map { UInt64($0 + 1) }
        return ResponseEntity(totalCount: min(total, 500), images: ids.map { makeImage(id: $0) })
    }
}
