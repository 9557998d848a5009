import Foundation
import PixscoutModel

/// The thumbnails the library keeps of its images, so that its shelves show with no network:
/// the previews as the results showed them, from the cache mostly.
enum KeptThumbnails {
    /// Previews are small; anything larger is not one.
    static let maxBytes = 256 * 1024

    /// Fetches the previews of `images` through `fetcher`, by image key, and hands them to the
    /// library; images whose preview cannot be had keep what was kept before.
    static func keep(_ images: [ImageEntity], fetchedBy fetcher: any ImageFetching,
        in store: any LibraryStoring) async {
        var thumbnails: [String: Data] = [:]
        for image in images {
            guard let url = image.previewURL, let data = try? await fetcher.fetchImage(at: url, maxBytes: maxBytes),
                  let format = ImageFormat.of(data), format.isDisplayable
            else { continue }
            thumbnails[image.key] = data
        }
        try? await store.keepThumbnails(thumbnails)
    }
}
