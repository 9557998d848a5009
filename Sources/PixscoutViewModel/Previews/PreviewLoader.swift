import Foundation
import PixscoutModel

/// ``PreviewLoading`` with a source's fetcher (disk cache first) and a decoder that works off
/// the main thread. Only whole JPEG, PNG, GIF and WebP files reach the decoder, each with its
/// format as the bytes say; a download is refused past a size that suits the box.
public final class PreviewLoader: PreviewLoading {
    /// Bytes a picture may take per pixel of the box it is shown in, within these bounds.
    static let bytesPerBoxPixel = 32
    static let minimumByteLimit = 4 * 1024 * 1024
    static let maximumByteLimit = 64 * 1024 * 1024

    private let fetcher: any ImageFetching
    private let decoder: any PreviewDecoding

    public init(fetcher: any ImageFetching, decoder: any PreviewDecoding) {
        self.fetcher = fetcher
        self.decoder = decoder
    }

    /// The most bytes a picture for a `maxWidth` x `maxHeight` box may take: a thumbnail is
    /// never worth an original's hundreds of megabytes.
    static func byteLimit(maxWidth: Int, maxHeight: Int) -> Int {
        let wanted = Double(max(1, maxWidth)) * Double(max(1, maxHeight)) * Double(bytesPerBoxPixel)
        return Int(min(max(wanted, Double(minimumByteLimit)), Double(maximumByteLimit)))
    }

    public func load(_ url: String, maxWidth: Int, maxHeight: Int,
        progress: (@Sendable (Double?) -> Void)?) async -> PreviewState {
        var bytesProgress: (@Sendable (Int64, Int64) -> Void)?
        if let progress {
            bytesProgress = { received, expected in
                progress(expected > 0 ? min(1, Double(received) / Double(expected)) : nil)
            }
        }
        do {
            let data = try await fetcher.fetchImage(
                at: url, maxBytes: Self.byteLimit(maxWidth: maxWidth, maxHeight: maxHeight), progress: bytesProgress)
            try Task.checkCancellation()
            guard let format = ImageFormat.of(data), format.isDisplayable, format.isComplete(data) else {
                Log.debug("image \(url) not shown: not a whole JPEG, PNG, GIF or WebP file")
                return .broken
            }
            return .image(try await decoder.decodePreview(data, format: format.rawValue, maxWidth: maxWidth,
                maxHeight: maxHeight))
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
