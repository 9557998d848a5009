/// The results of one query of several libraries as one list: each page held to the filters
/// on the client too (an unknown licence passes no use), then merged by rank with each picture
/// once (``RankMerge``). The window's pager adds each library's pages as they come; the
/// desktop search asks every library's first page at once with ``firstPages(of:query:filters:)``.
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

    /// Adds one admitted page from each library, interleaved by rank: the earlier results a
    /// duplicate made richer, by the key each was shown under, and the range added at the end.
    @discardableResult
    public mutating func add(_ pages: [[ImageEntity]]) -> (changed: [(shownKey: String, image: ImageEntity)],
        added: Range<Int>) {
        merge.add(pages)
    }

    /// Merges the libraries' admitted first pages again from the start, as one more came.
    public mutating func regroup(_ firstPages: [[ImageEntity]]) {
        merge = RankMerge()
        merge.add(firstPages)
    }

    /// Each library's first page, asked at once, merged; a library that fails leaves the others'.
    public static func firstPages(
        of libraries: [any ImageProviding], query: String, filters: SearchFilters
    ) async -> MergedResults {
        let pages = await withTaskGroup(of: (Int, [ImageEntity]).self) { group in
            for (index, library) in libraries.enumerated() {
                group.addTask {
                    let page = try? await library.search(query: query, page: nil, filters: filters)
                    return (index, page?.images ?? [])
                }
            }
            var pages = Array(repeating: [ImageEntity](), count: libraries.count)
            for await (index, images) in group { pages[index] = images }
            return pages
        }
        var results = MergedResults(filters: filters)
        results.add(pages.map { results.admitted($0) })
        return results
    }
}
