import CurlKit
import Foundation
import FoundationNetworking
import PixscoutApp
import PixscoutModel
import PixscoutView
import PixscoutViewModel
import Swinject

/// Part 2, a person's session: search A, 300 ms later search B, then jump to the middle of
/// B's 200 results. Measured from the jump until the rows then visible have decoded previews.
enum SessionBenchmark {
    static let visibleRows = 96..<104

    struct Result: Encodable {
        let milliseconds: Double
        let bytes: Int
    }

    @MainActor
    static func pixscout(setup: BenchmarkSetup, queryA: String, queryB: String) async throws -> Result {
        let multi = CurlMulti(maxConnectionsPerHost: 6)
        let network = Network(multi: multi)
        let fetcher = CountingImageFetcher(ImageFetcher(network: network))
        let sites = SearchedSites(
            site: PixabaySite(network: network, baseURL: setup.apiURL, apiKey: setup.key, perPage: 200),
            imageFetcher: fetcher, imageDownloader: ImageDownloader(multi: multi), connections: nil)
        let (window, search, results) = windowModel(searching: sites)
        defer { withExtendedLifetime(window) {} }
        search.search(query: queryA)
        try await Task.sleep(for: .milliseconds(300))
        search.search(query: queryB)
        while results.resultCount < visibleRows.upperBound || search.status.value.isSearching {
            try await Task.sleep(for: .milliseconds(1))
        }
        let start = ContinuousClock.now
        results.setVisibleRows(visibleRows)
        let cells = visibleRows.compactMap { results.cellModel(at: $0) }
        while cells.contains(where: { $0.preview.value.isPlaceholder }) {
            try await Task.sleep(for: .milliseconds(1))
        }
        return Result(milliseconds: BenchmarkSetup.elapsedMilliseconds(since: start), bytes: fetcher.bytes)
    }

    /// The window's view models as the app composes them, searching `sites`, with a private
    /// cache and library and nothing handed to the desktop: the window's, which passes news
    /// between them, the search's and the results'.
    @MainActor
    private static func windowModel(searching sites: SearchedSites)
        -> (WindowViewModel, SearchViewModel, ResultsViewModel) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-bench-\(getpid())")
        let container = AppContainer.make(configuration: AppConfiguration(
            filtersStore: SearchFiltersStore(file: scratch.appendingPathComponent("filters.json")),
            siteStore: SiteChoiceStore(file: scratch.appendingPathComponent("provider")),
            cacheDirectory: scratch.appendingPathComponent("cache"),
            libraryFile: scratch.appendingPathComponent("library.sqlite")))
        container.register(SearchedSites.self) { _ in sites }
        container.register((any URLOpening).self) { _ in NoBrowser() }
        container.register((any ClipboardWriting).self) { _ in NoClipboard() }
        guard let window = container.resolve(WindowViewModel.self),
              let search = container.resolve(SearchViewModel.self),
              let results = container.resolve(ResultsViewModel.self)
        else { preconditionFailure("the composition root registers the window's view models") }
        return (window, search, results)
    }

    /// What a straightforward app does: fetch every result's preview in list order, never
    /// cancelling, and show a row's preview when its fetch completes.
    static func plainURLSession(setup: BenchmarkSetup, queryA: String, queryB: String) async throws -> Result {
        let configuration = URLSessionConfiguration.default
        configuration.httpMaximumConnectionsPerHost = 6
        let session = URLSession(configuration: configuration)
        let bytes = ByteCounter()
        let decoder = PixbufPreviewDecoder()
        func loadAll(_ query: String) async throws -> [Task<Void, any Error>] {
            let urls = try await setup.previewURLs(query: query)
            return urls.map { url in
                Task {
                    guard let address = URL(string: url) else { return }
                    let (data, _) = try await session.data(from: address)
                    bytes.add(data.count)
                    _ = try await decoder.decodePreview(data, format: "jpeg", maxWidth: 150, maxHeight: 100)
                }
            }
        }
        let started = ContinuousClock.now
        let first = try await loadAll(queryA)
        try await Task.sleep(until: started + .milliseconds(300))
        let second = try await loadAll(queryB)
        let start = ContinuousClock.now
        for task in second[visibleRows] {
            try await task.value
        }
        // The plain loader never cancels, even now: the process exits with the rest in flight.
        _ = first
        return Result(milliseconds: BenchmarkSetup.elapsedMilliseconds(since: start), bytes: bytes.total)
    }
}

final class ByteCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add(_ bytes: Int) {
        lock.withLock { count += bytes }
    }

    var total: Int {
        lock.withLock { count }
    }
}
