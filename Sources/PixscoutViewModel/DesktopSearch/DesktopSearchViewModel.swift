import PixscoutModel

/// Answers the desktop's searches (GNOME Shell's overview) without a window: the first page
/// of each library of the chosen source, merged by rank as the window merges them, the
/// answers coming from the response cache when the same words were searched lately.
@MainActor
public final class DesktopSearchViewModel: DesktopSearchViewModeling {
    /// The overview shows a handful of results per application.
    public static let resultLimit = 6
    /// Thumbnails in a square of this many pixels (the overview draws them at up to 64 points,
    /// at twice that on a HiDPI screen).
    public static let thumbnailPixels = 128

    private let source: @MainActor () -> ImageSearchSource?
    private let filters: @MainActor () -> SearchFilters
    private let decoder: any PreviewDecoding
    /// The results of the last answer and of the one before, by id, for their details: the
    /// Shell asks for those of the set it was just given, the search before it still on its
    /// way at most. Older ones go, so that a window open for days does not keep them all.
    private var given: [String: ImageEntity] = [:]
    private var givenBefore: [String: ImageEntity] = [:]

    /// - Parameters:
    ///   - source: the library the person chose, as it is now (a key may have come since).
    ///   - filters: the filters they chose, "What is it for?" among them.
    public init(
        source: @escaping @MainActor () -> ImageSearchSource?, filters: @escaping @MainActor () -> SearchFilters,
        decoder: any PreviewDecoding
    ) {
        self.source = source
        self.filters = filters
        self.decoder = decoder
    }

    public func resultIDs(for terms: [String]) async -> [String] {
        let query = self.query(for: terms)
        guard !query.isEmpty, let source = source() else { return [] }
        let merged = await MergedResults.firstPages(of: source.libraries, query: query, filters: filters())
        let found = Array(merged.images.prefix(Self.resultLimit))
        givenBefore = given
        given = Dictionary(found.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        return found.map(\.key)
    }

    /// The Shell shows a handful at once; a call asking for more (or for one id many times)
    /// gets each distinct id once, up to this many.
    public static let metasPerCall = 2 * resultLimit

    public func results(for ids: [String]) async -> [DesktopSearchResult] {
        var seen = Set<String>()
        let distinct = ids.filter { seen.insert($0).inserted }.prefix(Self.metasPerCall)
        let images = distinct.compactMap { given[$0] ?? givenBefore[$0] }
        guard let source = source() else { return [] }
        let loader = PreviewLoader(fetcher: source.imageFetcher, decoder: decoder)
        let side = Self.thumbnailPixels
        // Each thumbnail starts now; they arrive together.
        let loads = images.map { image in
            image.previewURL(fittingWidth: side, height: side).map { loader.begin($0, maxWidth: side, maxHeight: side) }
        }
        var results: [DesktopSearchResult] = []
        for (image, load) in zip(images, loads) {
            let state = await load?()
            let description = [image.creditText, image.licenseTermsText, image.provider.name].compactMap { $0 }
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
