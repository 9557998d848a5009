import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// An image with everything known; "user" authors are named after the image ("user7").
func makeImage(
    id: Int, title: String? = nil, tags: [String] = ["a", "b c", "d"], pageURL: String? = nil, sized: Bool = true,
    author: String? = "user", profileURL: String? = nil, license: ImageLicense? = .pixabay, counts: Bool = true,
    attribution: String? = nil, sourceName: String? = "Pixabay", largeImageURL: String? = nil,
        site: SiteID = .pixabay
) -> ImageEntity {
    ImageEntity(
        site: site, id: String(id), title: title, tags: tags,
            pageURL: pageURL ?? "https://pixabay.com/photos/image-\(id)/",
        pageImageWidth: sized ? 1000 : nil, pageImageHeight: sized ? 2000 : nil,
        previewURL: "https://cdn.pixabay.com/preview-\(id).jpg", imageURL: "https://pixabay.com/get/web-\(id).jpg",
        largeImageURL: largeImageURL ?? "https://pixabay.com/get/large-\(id).jpg",
        viewCount: counts ? 1 : nil, downloadCount: counts ? 2 : nil, likeCount: counts ? 3 : nil,
        creator: author.map { ImageCreator(name: $0 == "user" ? "user\(id)" : $0, profileURL: profileURL) },
        license: license, attribution: attribution, sourceName: sourceName)
}

func stubDescription(
    _ id: SiteID = .pixabay, host: String? = "pixabay.com",
        filters: Set<SearchFilters.Kind> = Set(SearchFilters.Kind.allCases),
    threads: Set<SearchThread.Kind> = []
) -> SiteDescription {
    SiteDescription(
        id: id, homeURL: id == .sample ? nil : "https://\(id.rawValue).example/",
            linkPolicy: PageLinkPolicy(allowedHost: host),
        supportedFilters: filters, previewOrigin: id == .sample ? nil : "https://cdn.\(id.rawValue).example/",
        apiOrigin: id == .sample ? nil : "https://api.\(id.rawValue).example/", threads: threads)
}

func page(_ ids: ClosedRange<Int>, total: Int? = nil, next: Int? = nil) -> Result<ResultPage, NetworkError> {
    .success(ResultPage(images: ids.map { makeImage(id: $0) }, totalCount: total ?? ids.count,
        next: next.map { PageToken($0) }))
}

/// What the stubs call an image: JPEG's start and end markers around `text`, so that it reads
/// as a whole JPEG file, and ``StubPreviewDecoder`` gets `text` back.
func stubImageBytes(_ text: String) -> Data {
    Data([0xFF, 0xD8, 0xFF, 0xDA]) + Data(text.utf8) + Data([0xFF, 0xD9])
}

func makeSearchedSites(
    _ site: any ImageSite, fetcher: StubImageFetcher = StubImageFetcher(),
    downloader: StubImageDownloader = StubImageDownloader(), connections: StubConnections? = nil
) -> SearchedSites {
    SearchedSites(site: site, imageFetcher: fetcher, imageDownloader: downloader, connections: connections)
}
