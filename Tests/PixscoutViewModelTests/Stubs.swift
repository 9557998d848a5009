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
