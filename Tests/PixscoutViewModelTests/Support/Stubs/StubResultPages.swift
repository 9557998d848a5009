@testable import PixscoutViewModel

/// The pages behind the results: more as the test says, each next page asked for counted.
@MainActor
final class StubResultPages: ResultPages {
    var hasMore = false
    var total: Int?
    private(set) var asked = 0

    func loadNextPage() {
        asked += 1
    }
}
