import Foundation
import PixscoutModel

/// ``PreviewLoading`` with a source's fetcher (disk cache first) and a decoder that works off
/// the main thread.
public final class PreviewLoader: PreviewLoading {
    private let fetcher: any ImageFetching
    private let decoder: any PreviewDecoding

    public init(fetcher: any ImageFetching, decoder: any PreviewDecoding) {
        self.fetcher = fetcher
        self.decoder = decoder
    }

    public func load(_ url: String, maxWidth: Int, maxHeight: Int, progress: (@Sendable (Double?) -> Void)?) async -> PreviewState {
        var bytesProgress: (@Sendable (Int64, Int64) -> Void)?
        if let progress {
            bytesProgress = { received, expected in
                progress(expected > 0 ? min(1, Double(received) / Double(expected)) : nil)
            }
        }
        do {
            let data = try await fetcher.fetchImage(at: url, progress: bytesProgress)
            try Task.checkCancellation()
            return .image(try await decoder.decodePreview(data, maxWidth: maxWidth, maxHeight: maxHeight))
        } catch NetworkError.cancelled {
            return .placeholder
        } catch is CancellationError {
            return .placeholder
        } catch {
            Log.debug("image \(url) not shown: \(error)")
            return .broken
        }
    }
}
