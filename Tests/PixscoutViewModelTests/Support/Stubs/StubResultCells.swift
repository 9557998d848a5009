import PixscoutModel
@testable import PixscoutViewModel

/// Results as the selection and the quick look reach them: a cell for each image given, and
/// each time paging near the end was asked, noted.
@MainActor
final class StubResultCells: ResultCells {
    private var cells: [ImageSearchCellModel] = []
    private let loader: PreviewLoader
    let pixelsPerPoint: Int
    private(set) var askedNear: [Int] = []

    init(_ images: [ImageEntity], pixelsPerPoint: Int = 1, fetcher: StubImageFetcher = StubImageFetcher()) {
        self.pixelsPerPoint = pixelsPerPoint
        loader = PreviewLoader(fetcher: fetcher, decoder: StubPreviewDecoder())
        append(images)
    }

    /// A later page's images, after the others.
    func append(_ images: [ImageEntity]) {
        cells += images.map { ImageSearchCellModel(image: $0, loader: loader) }
    }

    var resultCount: Int { cells.count }

    func cell(at index: Int) -> ImageSearchCellModel? {
        cells.indices.contains(index) ? cells[index] : nil
    }

    func loadNextPageIfNeeded(near index: Int) {
        askedNear.append(index)
    }
}
