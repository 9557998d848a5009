/// The results of one query of several sites as one list: each page held to the filters
/// on the client too (an unknown licence passes no use), then merged by rank with each picture
/// once (``RankMerge``). The window's pager adds each site's pages as they come; the
/// desktop search takes every site's first page at once (``SiteSearch``).
public struct MergedResults: Sendable {
    public let filters: SearchFilters
    /// Results received that the chosen use, shape or size left out.
    public private(set) var hiddenCount = 0
    private var merge = RankMerge()

    public init(filters: SearchFilters) {
        self.filters = filters
    }

    public var images: [ImageEntity] { merge.images }

    /// The results of a page the filters admit; the others are counted as hidden.
    public mutating func admitted(_ page: [ImageEntity]) -> [ImageEntity] {
        let kept = page.filter(filters.admits)
        hiddenCount += page.count - kept.count
        return kept
    }

    /// Adds one admitted page from each site, interleaved by rank: the earlier results a
    /// duplicate made richer, by the key each was shown under, and the range added at the end.
    @discardableResult
    public mutating func add(_ pages: [[ImageEntity]]) -> (changed: [(shownKey: String, image: ImageEntity)],
        added: Range<Int>) {
        merge.add(pages)
    }

    /// Merges the sites' admitted first pages again from the start, as one more came.
    public mutating func regroup(_ firstPages: [[ImageEntity]]) {
        merge = RankMerge()
        merge.add(firstPages)
    }
}
