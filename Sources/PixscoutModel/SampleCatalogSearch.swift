import Foundation

/// ``ImageSearching`` over the catalog bundled in `data/`, so Pixscout works with no API key
/// and no network. Matches like the fixture server: every query word must be part of a tag.
public final class SampleCatalogSearch: ImageSearching, @unchecked Sendable {
    private let directory: URL
    private let lock = NSLock()
    /// The catalog as images, read on the first search and kept: it never changes.
    private var catalog: [(entry: SampleCatalogEntry, image: ImageEntity)]?

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    public func search(query: String, page: Int, perPage: Int, filters: SearchFilters) async throws(NetworkError)
        -> ResponseEntity
    {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        let matches = try loadedCatalog()
            .filter { entry, image in
                let tags = image.tags.map { $0.lowercased() }
                return words.allSatisfy { word in tags.contains { $0.contains(word) } }
                    && Self.matches(entry, tags: tags, filters)
            }
            .sorted { filters.order == .latest ? $0.entry.id > $1.entry.id : $0.entry.views > $1.entry.views }
        let start = (max(1, page) - 1) * perPage
        let pageImages = start < matches.count ? matches[start..<min(start + perPage, matches.count)].map(\.image) : []
        return ResponseEntity(totalCount: matches.count, images: pageImages)
    }

    /// The filters the catalog can answer: type, orientation, colours (as tags), minimum size.
    private static func matches(_ entry: SampleCatalogEntry, tags: [String], _ filters: SearchFilters) -> Bool {
        let horizontal = entry.imageWidth >= entry.imageHeight
        return (filters.imageType == .all || filters.imageType.rawValue == entry.type)
            && (filters.orientation == .all || (filters.orientation == .horizontal) == horizontal)
            && (filters.colors.isEmpty || filters.colors.contains { tags.contains($0.rawValue) })
            && entry.imageWidth >= filters.minWidth && entry.imageHeight >= filters.minHeight
    }

    private func loadedCatalog() throws(NetworkError) -> [(entry: SampleCatalogEntry, image: ImageEntity)] {
        if let catalog = lock.withLock({ catalog }) {
            return catalog
        }
        let file = directory.appendingPathComponent("catalog.json")
        let entries: [SampleCatalogEntry]
        do {
            entries = try JSONDecoder().decode(SampleCatalog.self, from: Data(contentsOf: file)).images
        } catch {
            throw .incorrectDataReturned
        }
        let loaded = entries.map { ($0, image($0)) }
        lock.withLock { catalog = loaded }
        return loaded
    }

    private func image(_ entry: SampleCatalogEntry) -> ImageEntity {
        let webformat = fileURL("webformat", entry.file)
        let searchTerms = ImageEntity.splitTags(entry.tags).prefix(2).joined(separator: " ")
        return ImageEntity(
            id: entry.id,
            // The samples are not on Pixabay: their page is a Pixabay search for their tags.
            pageURL: "https://pixabay.com/images/search/\(PixabayRequest.percentEncoded(searchTerms))/",
            pageImageWidth: entry.imageWidth, pageImageHeight: entry.imageHeight,
            previewURL: fileURL("previews", entry.file), previewWidth: entry.previewWidth,
            previewHeight: entry.previewHeight,
            imageURL: webformat, imageWidth: entry.webformatWidth, imageHeight: entry.webformatHeight,
            largeImageURL: webformat,
            viewCount: entry.views, downloadCount: entry.downloads, likeCount: entry.likes,
            tags: ImageEntity.splitTags(entry.tags), username: entry.user,
            userImageURL: entry.avatar ? directory.appendingPathComponent("avatars/\(entry.user.lowercased()).jpg").absoluteString : nil)
    }

    private func fileURL(_ folder: String, _ name: String) -> String {
        directory.appendingPathComponent(folder).appendingPathComponent(name + ".jpg").absoluteString
    }
}
