/// The results of one query of several sites as one list: each page held to the filters
/// on the client too (an unknown licence passes no use), then merged by rank with each picture
/// once (``RankMerge``). ``SiteQuery`` adds each site's pages as they come.
struct MergedResults: Sendable {
    let filters: SearchFilters
    /// Results received that the chosen use, shape or size left out.
    private(set) var hiddenCount = 0
    private var merge = RankMerge()

    init(filters: SearchFilters) {
        self.filters = filters
    }

    var images: [ImageEntity] { merge.images }

    /// The results of a page the filters admit; the others are counted as hidden.
    mutating func admitted(_ page: [ImageEntity]) -> [ImageEntity] {
        let kept = page.filter(filters.admits)
        hiddenCount += page.count - kept.count
        return kept
    }

    /// Adds one admitted page from each site, interleaved by rank: the earlier results a
    /// duplicate made richer, by the key each was shown under, and the range added at the end.
    @discardableResult
    mutating func add(_ pages: [[ImageEntity]]) -> (changed: [(shownKey: String, image: ImageEntity)],
        added: Range<Int>) {
        merge.add(pages)
    }

    /// Merges the sites' admitted first pages again from the start, as one more came.
    mutating func regroup(_ firstPages: [[ImageEntity]]) {
        merge = RankMerge(sameImageKeys: merge.sameImageKeys)
        merge.add(firstPages)
    }
}
