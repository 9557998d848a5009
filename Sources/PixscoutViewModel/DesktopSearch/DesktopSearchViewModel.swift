import PixscoutModel

/// Answers the desktop's searches (GNOME Shell's overview) without a window: the first page
/// of each site chosen, merged by rank as the window merges them and with
/// the window's deadline (``SiteSearch``), the answers coming from the response cache when
/// the same words were searched lately. Any
/// process of the person's may ask, so asking is bounded: words of a sensible length, one
/// search at a time per caller (a newer one replaces the older), and so many a minute, which
/// keeps the sites' rate limits for the person's own searches.
@MainActor
public final class DesktopSearchViewModel: DesktopSearchViewModeling {
    /// More than anyone types into the overview; longer words are not searched.
    public static let longestQuery = 300
    /// Searches started in any minute, across callers: typing a word starts one a letter.
    public static let searchesPerMinute = 60
    /// The overview shows a handful of results per application.
    public static let resultLimit = 6
    /// Thumbnails in a square of this many pixels (the overview draws them at up to 64 points,
    /// at twice that on a HiDPI screen).
    public static let thumbnailPixels = 128

    private let sites: @MainActor () -> SearchedSites?
    private let filters: @MainActor () -> SearchFilters
    private let decoder: any PreviewDecoding
    private let siteSearch: SiteSearch
    /// Each caller's last answer and the one before, by id, for their details: the Shell asks
    /// for those of the set it was just given, the search before it still on its way at most.
    /// Kept per caller, so that another process's searches never push out the Shell's; older
    /// answers, and all but the latest callers, go, so that a window open for days keeps little.
    private var given: [(caller: String, answers: [[String: ImageEntity]])] = []
    /// Callers whose answers are kept: the Shell, and a few others asking at the same time.
    public static let callersKept = 8
    /// Each caller's search under way: a newer one from the same caller cancels it.
    private var running: [String: Task<SiteQuery, Never>] = [:]
    /// When the searches of the last minute started, oldest first.
    private var started: [ContinuousClock.Instant] = []
    private let now: @MainActor () -> ContinuousClock.Instant

    /// - Parameters:
    ///   - sites: the site the person chose, as it is now (a key may have come since).
    ///   - filters: the filters they chose, "What is it for?" among them.
    public init(
        sites: @escaping @MainActor () -> SearchedSites?, filters: @escaping @MainActor () -> SearchFilters,
        decoder: any PreviewDecoding, siteSearch: SiteSearch,
        now: @escaping @MainActor () -> ContinuousClock.Instant = { .now }
    ) {
        self.now = now
        self.siteSearch = siteSearch
        self.sites = sites
        self.filters = filters
        self.decoder = decoder
    }

    public func resultIDs(for terms: [String], caller: String = "") async -> [String] {
        // Measured before the words are joined: a megabyte of words costs nothing.
        guard terms.reduce(0, { $0 + $1.utf8.count }) <= Self.longestQuery * 4 else { return [] }
        let query = self.query(for: terms)
        guard !query.isEmpty, query.count <= Self.longestQuery, let searched = sites(), mayStartASearch() else {
            return []
        }
        let filters = filters()
        let search = Task { [siteSearch] in
            let (merged, outcomes) = await siteSearch.firstPages(of: searched.imageSites, query: query,
                filters: filters)
            // The overview has no room for a sentence: each site that failed is logged.
            for outcome in outcomes {
                switch outcome {
                case .siteFailed(let site, let error):
                    Log.info("the desktop's search went without \(site.name): \(error)")
                case .failed(_, let error):
                    Log.info("the desktop's search found nothing: \(error)")
                case .firstPage, .regrouped, .nextPage, .enriched:
                    break
                }
            }
            return merged
        }
        running[caller]?.cancel()
        running[caller] = search
        let merged = await search.value
        // Replaced by a newer search from the same caller while it ran: that one answers.
        guard running[caller] == search, !search.isCancelled else { return [] }
        running[caller] = nil
        let found = Array(merged.images.prefix(Self.resultLimit))
        keep(Dictionary(found.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }), givenTo: caller)
        return found.map(\.key)
    }

    /// Keeps the caller's newest answer beside its one before, the caller first of those kept.
    private func keep(_ answer: [String: ImageEntity], givenTo caller: String) {
        let earlier = given.first { $0.caller == caller }?.answers.first
        given.removeAll { $0.caller == caller }
        given.insert((caller, [answer] + (earlier.map { [$0] } ?? [])), at: 0)
        given = Array(given.prefix(Self.callersKept))
    }

    private func givenImage(_ id: String) -> ImageEntity? {
        given.lazy.flatMap(\.answers).compactMap { $0[id] }.first
    }

    /// Whether another search may start within this minute's allowance; counts it if so.
    private func mayStartASearch() -> Bool {
        let moment = now()
        started.removeAll { moment - $0 >= .seconds(60) }
        guard started.count < Self.searchesPerMinute else { return false }
        started.append(moment)
        return true
    }

    /// The Shell shows a handful at once; a call asking for more (or for one id many times)
    /// gets each distinct id once, up to this many.
    public static let metasPerCall = 2 * resultLimit

    public func results(for ids: [String]) async -> [DesktopSearchResult] {
        var seen = Set<String>()
        let distinct = ids.filter { seen.insert($0).inserted }.prefix(Self.metasPerCall)
        let images = distinct.compactMap(givenImage)
        guard let searched = sites() else { return [] }
        let loader = PreviewLoader(fetcher: searched.imageFetcher, decoder: decoder)
        let side = Self.thumbnailPixels
        // Each thumbnail starts now; they arrive together.
        let loads = images.map { image in
            image.previewURL(fittingWidth: side, height: side).map { loader.begin($0, maxWidth: side, maxHeight: side) }
        }
        var results: [DesktopSearchResult] = []
        for (image, load) in zip(images, loads) {
            let state = await load?()
            let description = [image.creditText, image.licenseTermsText, image.site.name].compactMap { $0 }
            results.append(DesktopSearchResult(
                id: image.key, title: image.titleText, description: description.joined(separator: " · "),
                    image: state?.image))
        }
        return results
    }

    public func query(for terms: [String]) -> String {
        terms.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
