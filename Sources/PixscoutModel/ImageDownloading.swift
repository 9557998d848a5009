import Foundation

/// Saves an image to a file, never leaving a partial file under the final name.
public protocol ImageDownloading: Sendable {
    /// `progress` gets (bytes received, bytes expected or 0), from any thread.
    func download(
        _ url: String, to destination: URL, progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError)
}
