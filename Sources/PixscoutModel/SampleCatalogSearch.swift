import Foundation

/// ``ImageSearching`` over the catalog bundled in `data/`, so Pixscout works with no API key
/// and no network. Matches like the fixture server: every query word must be part of a tag.
public final class SampleCatalogSearch: ImageSearching {
    private let directory: URL

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    public func search(query: String, page: Int, perPage: Int, filters: SearchFilters) async throws(NetworkError)
        -> ResponseEntity
    {
        let entries = try loadCatalog()
        let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        let matches = entries
            .filter { entry in
                let tags = ImageEntity.splitTags(entry.tags).map { $0.lowercased() }
                return words.allSatisfy { word in tags.contains { $0.contains(word) } }
                    && Self.matches(entry, tags: tags, filters)
            }
            .sorted { filters.order == .latest ? $0.id > $1.id : $0.views > $1.views }
        let start = (max(1, page) - 1) * perPage
        let pageEntries = start < matches.count ? Array(matches[start..<min(start + perPage, matches.count)]) : []
        return ResponseEntity(totalCount: matches.count, images: pageEntries.map(image))
    }

    /// The filters the catalog can answer: type, orientation, colours (as tags), minimum size.
    private static func matches(_ entry: SampleCatalogEntry, tags: [String], _ filters: SearchFilters) -> Bool {
        let horizontal = entry.imageWidth >= entry.imageHeight
        return (filters.imageType == .all || filters.imageType.rawValue == entry.type)
            && (filters.orientation == .all || (filters.orientation == .horizontal) == horizontal)
            && (filters.colors.isEmpty || filters.colors.contains { tags.contains($0.rawValue) })
            && entry.imageWidth >= filters.minWidth && entry.imageHeight >= filters.minHeight
    }

    private func loadCatalog() throws(NetworkError) -> [SampleCatalogEntry] {
        let file = directory.appendingPathComponent("catalog.json")
        do {
            return try JSONDecoder().decode(SampleCatalog.self, from: Data(contentsOf: file)).images
        } catch {
            throw .incorrectDataReturned
        }
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
