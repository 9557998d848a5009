import Foundation

/// Fetches the pictures of images in the library, whichever library they came from: the
/// sample catalog's `file:` pictures from its folder, the others from the network. A
/// preview comes from the thumbnail the library kept, so the library shows with no network;
/// with `fallsBackToThumbnails`, a picture that cannot be fetched is its thumbnail rather
/// than nothing (for the detail pane, never for a file handed to another program).
public struct LibraryImageFetcher: ImageFetching {
    private let library: any LibraryStoring
    private let remote: any ImageFetching
    private let local: any ImageFetching
    private let fallsBackToThumbnails: Bool

    public init(library: any LibraryStoring, remote: any ImageFetching, local: any ImageFetching,
        fallsBackToThumbnails: Bool) {
        self.library = library
        self.remote = remote
        self.local = local
        self.fallsBackToThumbnails = fallsBackToThumbnails
    }

    public func fetchImage(
        at url: String, maxBytes: Int, progress: (@Sendable (Int64, Int64) -> Void)?
    ) async throws(NetworkError) -> Data {
        if fallsBackToThumbnails, let kept = await library.thumbnail(forPreviewAt: url), kept.count <= maxBytes {
            return kept
        }
        let fetcher = URL(string: url)?.isFileURL == true ? local : remote
        do {
            return try await fetcher.fetchImage(at: url, maxBytes: maxBytes, progress: progress)
        } catch {
            guard fallsBackToThumbnails, error != .cancelled, let kept = await library.thumbnail(forPictureAt: url),
                  kept.count <= maxBytes
            else { throw error }
            return kept
        }
    }
}
