import Foundation
import PixscoutModel

/// A library as a long-time user has one: `count` starred images, every one as the fixture
/// server describes it (its pictures, creator and licence), and `viewed` other images looked
/// at one by one, each keeping its thumbnail as the window keeps it, in a fresh database at
/// `file`.
enum LibraryBenchmark {
    struct Made {
        let writeMilliseconds: Double
        let viewMilliseconds: Double
        /// The database and its WAL, as they stand once written.
        let bytes: Int
    }

    static func makeLibrary(setup: BenchmarkSetup, file: URL, count: Int, viewed: Int) async throws -> Made {
        let catalog = try await setup.images(query: "")
        guard !catalog.isEmpty else { throw LibraryError.failed("the fixture server sent no images") }
        let images = (0..<count).map { index in
            copy(of: catalog[index % catalog.count], number: index / catalog.count)
        }
        let start = ContinuousClock.now
        let library = Library(database: try LibraryDatabase.open(file))
        // A batch at a time, oldest first, as stars come over months.
        for batch in stride(from: 0, to: images.count, by: 500) {
            try await library.setStarred(Array(images[batch..<min(batch + 500, images.count)]), true, thumbnails: [:])
        }
        let written = BenchmarkSetup.elapsedMilliseconds(since: start)
        let thumbnails = await setup.previews(of: catalog)
        let viewing = ContinuousClock.now
        for index in 0..<viewed {
            let image = copy(of: catalog[index % catalog.count], number: 1_000_000 + index / catalog.count)
            try await library.recordView(image, thumbnail: thumbnails[index % catalog.count])
        }
        let viewedIn = BenchmarkSetup.elapsedMilliseconds(since: viewing)
        let bytes = ["",
            "-wal"].compactMap { try? FileManager.default.attributesOfItem(atPath: file.path + $0)[.size] as? Int }
        return Made(writeMilliseconds: written, viewMilliseconds: viewedIn, bytes: bytes.reduce(0, +))
    }

    /// The image under another id: the same pictures, so that rows draw as they would.
    private static func copy(of image: ImageEntity, number: Int) -> ImageEntity {
        guard number > 0 else { return image }
        return ImageEntity(
            site: image.site, id: "\(image.id)-\(number)", title: image.title, tags: image.tags,
                summary: image.summary,
            pageURL: "\(image.pageURL)#\(number)", pageImageWidth: image.pageImageWidth,
                pageImageHeight: image.pageImageHeight,
            fileSize: image.fileSize, previewURL: image.previewURL, imageURL: image.imageURL,
                imageWidth: image.imageWidth,
            imageHeight: image.imageHeight, largeImageURL: image.largeImageURL, downloadURL: image.downloadURL,
            viewCount: image.viewCount, downloadCount: image.downloadCount, likeCount: image.likeCount,
            creator: image.creator, license: image.license, attribution: image.attribution,
                sourceName: image.sourceName)
    }
}
