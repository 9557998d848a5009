import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// Answers searches from a table of first pages; a query missing from it waits until cancelled.
final class StubSite: ImageSite, @unchecked Sendable {
    let description: SiteDescription
    private let answers: [String: Result<ResultPage, NetworkError>]
    private let lock = NSLock()
    private var asked: [String] = []

    init(_ answers: [String: Result<ResultPage, NetworkError>], description: SiteDescription = stubDescription()) {
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
