import Foundation

/// What a check of a document asks of the library: a file by its bytes, an image by its page,
/// and the used images' thumbnails to compare a picture's look with.
public protocol LedgerReading: Sendable {
    /// The image and the use whose file had exactly these bytes (the latest such use).
    func use(ofFileWithSHA256 digest: String) async throws(LibraryError) -> UsedImage?
    /// The image whose page is `pageURL`, if the library keeps it.
    func image(withPageURL pageURL: String) async throws(LibraryError) -> ImageEntity?
    /// The images used outside Pixscout that the library keeps a thumbnail of, at most `limit`,
    /// most recently used first.
    func usedImagesWithThumbnails(limit: Int) async throws(LibraryError) -> [(ImageEntity, Data)]
    /// The files handed on whose look was kept, each with its image and use, at most `limit`,
    /// most recent first.
    func handedOnLooks(limit: Int) async throws(LibraryError) -> [(UsedImage, PerceptualHash)]
}
