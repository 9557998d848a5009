import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// A site whose pages are lists of images given up front; each page waits until the test
/// opens it (or fails it), so a test decides which site answers first.
final class GatedSite: ImageSite, @unchecked Sendable {
    let description: SiteDescription
    private let pages: [[ImageEntity]]
    private let lock = NSLock()
    private var opened: [Int: Result<Void, NetworkError>] = [:]
    private var asked: [Int] = []

    init(_ id: SiteID, pages: [[ImageEntity]]) {
        description = stubDescription(id, host: nil)
        self.pages = pages
    }

    var askedPages: [Int] { lock.withLock { asked } }

    func open(_ page: Int) { lock.withLock { opened[page] = .success(()) } }
    func fail(_ page: Int, _ error: NetworkError) { lock.withLock { opened[page] = .failure(error) } }

    func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        let number = page?.value ?? 1
        lock.withLock { asked.append(number) }
        while true {
            if Task.isCancelled { throw .cancelled }
            if let answer = lock.withLock({ opened[number] }) {
                try answer.get()
                break
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return ResultPage(images: pages[number - 1], totalCount: nil,
            next: number < pages.count ? PageToken(number + 1) : nil)
    }
}
