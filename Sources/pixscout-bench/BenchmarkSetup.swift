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
        let search = PixabaySite(network: Network(multi: CurlMulti()), baseURL: apiURL, apiKey: key, perPage: 200)
        return try await search.search(query: query).images
    }

    /// Each image's preview, as the window fetches it for a row.
    func previews(of images: [ImageEntity]) async -> [Data?] {
        let fetcher = ImageFetcher(network: Network(multi: CurlMulti()))
        var previews: [Data?] = []
        for image in images {
            guard let url = image.previewURL else {
                previews.append(nil)
                continue
            }
            previews.append(try? await fetcher.fetchImage(at: url, maxBytes: 1 << 20))
        }
        return previews
    }

    static func elapsedMilliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}
