import CurlKit
import Foundation
import PixscoutModel

/// The fixture server to measure against, and the previews of a query there.
struct BenchmarkSetup {
    let apiURL: String
    let key: APIKey

    /// Pixabay allows 200 results a page: one request gives a whole benchmark's previews.
    func previewURLs(query: String) async throws -> [String] {
        try await images(query: query).compactMap(\.previewURL)
    }

    func images(query: String) async throws -> [ImageEntity] {
        let search = PixabayProvider(network: Network(multi: CurlMulti()), baseURL: apiURL, apiKey: key, perPage: 200)
        return try await search.search(query: query).images
    }

    static func elapsedMilliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}
