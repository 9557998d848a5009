import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// A search for "q" with its first page in, and the cells the results hold, for the tests of
/// results and their previews.
@MainActor
extension XCTestCase {
    func searchedForQ(_ viewModel: ResolvedWindow) async {
        viewModel.search.search(query: "q")
        await waitUntil("the first page") { viewModel.results.resultCount > 0 }
    }

    func resultCells(_ viewModel: ResolvedWindow) -> [ImageSearchCellModel] {
        viewModel.results.cells
    }
}
