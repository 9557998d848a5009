import Foundation

/// Saves an image to a file, never leaving a partial file under the final name, never keeping
/// what is not an image.
public protocol ImageDownloading: Sendable {
    /// Saves the image at `url` as `destination`, or under that name with the extension of what
    /// the bytes really are; returns where it went. `progress` gets (bytes received, bytes
    /// expected or 0), from any thread.
    func download(
        _ url: String, to destination: URL, progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) -> URL
}
