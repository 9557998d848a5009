import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// A query with `total` results served `perPage` a page like Pixabay (or with unknown totals,
/// like Commons); can fail one page, or be rate limited for the first request; records every
/// page and the filters it was asked with, and each use it is told of.
final class PagedStubSite: ImageSite, @unchecked Sendable {
    let description: SiteDescription
    private let total: Int
    private let perPage: Int
    private let saysTotal: Bool
    private let lock = NSLock()
    private var asked: [Int] = []
    private var askedFilters: [SearchFilters] = []
    private var reported: [String] = []
    var failingPage: Int?
    var rateLimitedOnce: Int?

    init(total: Int, perPage: Int = 50, saysTotal: Bool = true, description: SiteDescription = stubDescription()) {
        self.total = total
        self.perPage = perPage
        self.saysTotal = saysTotal
        self.description = description
    }

    var pages: [Int] { lock.withLock { asked } }
    var filters: [SearchFilters] { lock.withLock { askedFilters } }
    var reportedUses: [String] { lock.withLock { reported } }

    func reportUse(of image: ImageEntity) async throws(NetworkError) {
        lock.withLock { reported.append(image.id) }
    }

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
