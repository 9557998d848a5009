import Foundation

/// Telling the same picture apart when two sites list it: Openverse indexes Wikimedia
/// Commons and Flickr, so a Commons file often comes from both.
extension ImageEntity {
    /// The same for two results that show one picture: its landing page without scheme,
    /// "www.", case, escapes or a trailing slash; a Commons file page names the file with
    /// spaces as underscores, whichever way a site wrote it.
    public var sameImageKey: String {
        var page = (pageURL.removingPercentEncoding ?? pageURL).lowercased()
        for prefix in ["https://", "http://"] where page.hasPrefix(prefix) {
            page.removeFirst(prefix.count)
        }
        if page.hasPrefix("www.") { page.removeFirst(4) }
        if let fragment = page.firstIndex(of: "#") { page = String(page[..<fragment]) }
        while page.hasSuffix("/") { page.removeLast() }
        return page.replacingOccurrences(of: " ", with: "_")
    }

    /// How much a record says: of two records of one picture, the richer one is kept.
    var richness: Int {
        let facts: [Any?] = [
            title, summary, pageImageWidth, pageImageHeight, fileSize, previewURL, imageURL, largeImageURL, creator,
                license,
            license?.url, attribution,
        ]
        return facts.compactMap { $0 }.count + (tags.isEmpty ? 0 : 1)
    }

    /// `self` and `other` are one picture: the richer record, saying the other site has it
    /// too. The file's own site (Commons, for a Commons file Openverse indexed) counts as
    /// richer by two: its sizes and licence are the file's own, not a copy of them.
    func merged(with other: ImageEntity) -> ImageEntity {
        let origin = { (record: ImageEntity, copy: ImageEntity) in record.site.name == copy.sourceName ? 2 : 0 }
        var kept = other.richness + origin(other, self) > richness + origin(self, other) ? other : self
        let dropped = kept.site == site ? other : self
        for site in [dropped.site] + dropped.alsoOn + alsoOn + other.alsoOn
        where site != kept.site && !kept.alsoOn.contains(site) {
            kept.alsoOn.append(site)
        }
        return kept
    }
}
