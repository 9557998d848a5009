import Foundation
import PixscoutModel

/// Images as the libraries describe them, for the library's and the credits' tests.
enum LibraryImages {
    /// A CC BY-SA image from Commons with everything known.
    static func kitten(_ number: Int = 1) -> ImageEntity {
        ImageEntity(
            site: .commons, id: "555\(number)", title: "Red kitten \(number)", tags: ["cat", "kitten"],
                summary: "A kitten.",
            pageURL: "https://commons.wikimedia.org/wiki/File:Red_kitten_0\(number).jpg",
            pageImageWidth: 4000, pageImageHeight: 3000, fileSize: 1_234_567,
            previewURL: "https://upload.example/thumb/kitten-\(number).jpg",
                imageURL: "https://upload.example/640/kitten-\(number).jpg",
            imageWidth: 640, imageHeight: 480, largeImageURL: "https://upload.example/1280/kitten-\(number).jpg",
            downloadURL: "https://upload.example/Red_kitten_0\(number).jpg",
            creator: ImageCreator(name: "Rosa", profileURL: "https://commons.wikimedia.org/wiki/User:Rosa"),
            license: ImageLicense(code: "cc-by-sa-4.0", version: nil, name: "CC BY-SA 4.0",
                url: "https://creativecommons.org/licenses/by-sa/4.0/"),
            sourceName: "Wikimedia Commons")
    }

    /// A CC0 image from Flickr through Openverse.
    static func tree(_ id: String = "tree-1") -> ImageEntity {
        ImageEntity(
            site: .openverse, id: id, title: "Tree", tags: ["tree"],
                pageURL: "https://www.flickr.com/photos/tim/\(id)",
            previewURL: "https://api.openverse.example/thumb/\(id)",
                imageURL: "https://api.openverse.example/thumb/\(id)",
            largeImageURL: "https://live.staticflickr.com/\(id).jpg",
                downloadURL: "https://live.staticflickr.com/\(id).jpg",
            creator: ImageCreator(name: "Tim", profileURL: "https://www.flickr.com/people/tim"),
            license: .creativeCommons(code: "cc0", version: "1.0",
                url: "https://creativecommons.org/publicdomain/zero/1.0/"),
            sourceName: "Flickr")
    }

    /// A Pixabay image: no title, Pixabay's own licence.
    static func pixabay(_ id: Int) -> ImageEntity {
        ImageEntity(
            site: .pixabay, id: String(id), tags: ["sea", "boat"], pageURL: "https://pixabay.com/photos/sea-\(id)/",
            previewURL: "https://cdn.pixabay.example/preview-\(id).jpg",
                imageURL: "https://pixabay.example/get/web-\(id).jpg",
            largeImageURL: "https://pixabay.example/get/large-\(id).jpg",
            creator: ImageCreator(name: "Mara", profileURL: "https://pixabay.com/users/mara-1/"), license: .pixabay)
    }

    /// The first bytes of a JPEG: enough for a kept thumbnail.
    static let thumbnail = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: UInt8(7), count: 60))
}
