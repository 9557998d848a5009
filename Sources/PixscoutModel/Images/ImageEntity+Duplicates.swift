/// Telling the same picture apart when two sites list it: Openverse indexes Wikimedia
/// Commons and Flickr, so a Commons file often comes from both.
extension ImageEntity {
    /// The same for two results that show one picture: its landing page without scheme,
    /// "www.", case, escapes or a trailing slash; a Commons file page names the file with
    /// spaces as underscores, whichever way a site wrote it.
    public var sameImageKey: String {
        // In UTF-8 bytes: every result of a long search is read apart as it comes, on the main
        // thread, and each of these steps took longer over characters. Every mark looked for is
        // ASCII, so what is cut off never splits a character.
        var page = Array((PercentDecoding.decoded(pageURL) ?? pageURL).lowercased().utf8)
        for prefix in ["https://", "http://"] where page.starts(with: prefix.utf8) {
            page.removeFirst(prefix.utf8.count)
        }
        if page.starts(with: "www.".utf8) { page.removeFirst(4) }
        if let fragment = page.firstIndex(of: UInt8(ascii: "#")) { page.removeSubrange(fragment...) }
        while page.last == UInt8(ascii: "/") { page.removeLast() }
        for index in page.indices where page[index] == UInt8(ascii: " ") { page[index] = UInt8(ascii: "_") }
        return String(decoding: page, as: UTF8.self)
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
