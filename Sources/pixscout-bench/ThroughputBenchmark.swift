import CurlKit
import Foundation
import FoundationNetworking
import PixscoutModel
import PixscoutView
import PixscoutViewModel

/// Part 1: all previews of a query, fetched and decoded by Pixscout's pipeline (one multi
/// handle, 6 connections per host, gdk-pixbuf off the main thread), and fetched only by
/// Foundation's URLSession with the same connection budget.
enum ThroughputBenchmark {
    static func pixscout(_ urls: [String]) async throws -> Double {
        let fetcher = ImageFetcher(network: Network(multi: CurlMulti(maxConnectionsPerHost: 6)))
        let decoder = PixbufPreviewDecoder()
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for url in urls {
                group.addTask {
                    let data = try await fetcher.fetchImage(at: url, maxBytes: 4 * 1024 * 1024)
                    _ = try await decoder.decodePreview(data, format: "jpeg", maxWidth: 150, maxHeight: 100)
                }
            }
            try await group.waitForAll()
        }
        return BenchmarkSetup.elapsedMilliseconds(since: start)
    }

    static func urlSession(_ urls: [String]) async throws -> Double {
        let configuration = URLSessionConfiguration.default
        configuration.httpMaximumConnectionsPerHost = 6
        let session = URLSession(configuration: configuration)
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for url in urls {
                guard let address = URL(string: url) else { continue }
                group.addTask { _ = try await session.data(from: address) }
            }
            try await group.waitForAll()
        }
        return BenchmarkSetup.elapsedMilliseconds(since: start)
    }
}
