import Foundation

/// ``ImageSite`` over the catalog bundled in `data/`, so Pixscout works with no network.
/// Matches like the fixture server: every query word must be part of a tag.
public final class SampleCatalogSite: ImageSite, @unchecked Sendable {
    public static let perPage = 50

    public let description = SiteDescription(
        id: .sample, homeURL: nil, linkPolicy: PageLinkPolicy(allowedHost: "pixabay.com"),
        supportedFilters: descriptor.supportedFilters, previewOrigin: nil,
        apiOrigin: nil)

    private let directory: URL
    private let lock = NSLock()
    /// The catalog as images, read on the first search and kept: it never changes.
    private var catalog: [(entry: SampleCatalogEntry, image: ImageEntity)]?

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    public func search(query: String, page: PageToken?,
        filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        let matches = try loadedCatalog()
            .filter { entry, image in
                let tags = image.tags.map { $0.lowercased() }
                return words.allSatisfy { word in tags.contains { $0.contains(word) } }
                    && Self.matches(entry, tags: tags, filters)
            }
            .sorted { filters.order == .latest ? $0.entry.id > $1.entry.id : $0.entry.views > $1.entry.views }
        let number = max(1, page?.value ?? 1)
        let start = (number - 1) * Self.perPage
        let end = min(start + Self.perPage, matches.count)
        let images = start < end ? matches[start..<end].map(\.image) : []
        return ResultPage(images: images, totalCount: matches.count,
            next: end < matches.count ? PageToken(number + 1) : nil,
            alternatives: matches.isEmpty ? try alternatives(to: words, filters: filters) : [])
    }

    /// The catalog's commonest words among the images the filters leave, other than those
    /// searched: each finds something.
    private func alternatives(to words: [String], filters: SearchFilters) throws(NetworkError) -> [String] {
        var counts: [String: Int] = [:]
        for (entry, image) in try loadedCatalog() {
            let tags = image.tags.map { $0.lowercased() }
            guard Self.matches(entry, tags: tags, filters) else { continue }
            for tag in tags where !words.contains(tag) { counts[tag, default: 0] += 1 }
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5).map(\.key)
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
        let tags = ImageEntity.splitTags(entry.tags)
        let searchTerms = tags.prefix(2).joined(separator: " ")
        return ImageEntity(
            site: .sample, id: String(entry.id), tags: tags,
            // The samples are not on Pixabay: their page is a Pixabay search for their tags.
            pageURL: "https://pixabay.com/images/search/\(URLQuery.percentEncoded(searchTerms))/",
            pageImageWidth: entry.imageWidth, pageImageHeight: entry.imageHeight,
            previewURL: fileURL("previews", entry.file),
            imageURL: webformat, imageWidth: entry.webformatWidth, imageHeight: entry.webformatHeight,
            largeImageURL: webformat,
            viewCount: entry.views, downloadCount: entry.downloads, likeCount: entry.likes,
            creator: ImageCreator(
                name: entry.user,
                avatarURL: entry.avatar
                    ? directory.appendingPathComponent("avatars/\(entry.user.lowercased()).jpg").absoluteString : nil),
            license: .creativeCommons(code: "cc0", version: "1.0",
                url: "https://creativecommons.org/publicdomain/zero/1.0/"),
            sourceName: "Pixscout")
    }

    private func fileURL(_ folder: String, _ name: String) -> String {
        directory.appendingPathComponent(folder).appendingPathComponent(name + ".jpg").absoluteString
    }
}
