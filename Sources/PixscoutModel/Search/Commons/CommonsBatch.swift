/// The pages of one search batch as its parts arrive: a page listed without image information
/// in one part gets it in a later one.
struct CommonsBatch {
    private var pages: [Int64: CommonsPage] = [:]

    mutating func add(_ part: [CommonsPage]) {
        for page in part {
            pages[page.pageid] = pages[page.pageid].map { $0.merged(with: page) } ?? page
        }
    }

    /// The batch's images in search order; pages still without image information (deleted
    /// files, or parts that never came) are left out.
    func images() -> [ImageEntity] {
        let thumbnails = CommonsThumbnails()
        return pages.values
            .sorted { ($0.index ?? .max, $0.pageid) < ($1.index ?? .max, $1.pageid) }
            .compactMap { $0.entity(thumbnails: thumbnails) }
    }
}
