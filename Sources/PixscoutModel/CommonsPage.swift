/// One file page of a Commons search, with its image information.
struct CommonsPage: Decodable {
    let pageid: Int
    let title: String
    /// The page's rank in the search; `pages` come in no particular order.
    let index: Int?
    let imageinfo: [CommonsImageInfo]?

    /// The image, or nil for a page without image information (a deleted file).
    func entity(thumbnails: CommonsThumbnails) -> ImageEntity? {
        guard let info = imageinfo?.first else { return nil }
        let metadata = info.extmetadata ?? [:]
        let name = title.hasPrefix("File:") ? String(title.dropFirst(5)) : title
        let fallbackTitle = name.split(separator: ".").dropLast().joined(separator: ".")
        let artist = metadata["Artist"].map(\.value)
        let license = metadata["LicenseShortName"].map { HTMLText.plain($0.value) }
        return ImageEntity(
            id: String(pageid),
            title: metadata["ObjectName"].map { HTMLText.plain($0.value) }.flatMap { $0.isEmpty ? nil : $0 }
                ?? (fallbackTitle.isEmpty ? name : fallbackTitle),
            summary: metadata["ImageDescription"].map { HTMLText.plain($0.value) }.flatMap { $0.isEmpty ? nil : $0 },
            pageURL: info.descriptionurl,
            pageImageWidth: info.width, pageImageHeight: info.height, fileSize: info.size,
            previewURL: info.thumburl ?? info.url,
            imageURL: thumbnails.url(for: info, width: CommonsThumbnails.paneWidth),
            largeImageURL: thumbnails.url(for: info, width: CommonsThumbnails.largeWidth),
            downloadURL: info.url,
            creator: artist.map(HTMLText.plain).flatMap { $0.isEmpty ? nil : $0 }.map {
                ImageCreator(name: $0, profileURL: artist.flatMap(HTMLText.firstLink))
            },
            license: license.map { name in
                ImageLicense(
                    code: metadata["License"].map { HTMLText.plain($0.value).lowercased() } ?? name.lowercased(),
                    name: name, url: metadata["LicenseUrl"].map { HTMLText.plain($0.value) })
            },
            attribution: metadata["Attribution"].map { HTMLText.plain($0.value) }.flatMap { $0.isEmpty ? nil : $0 },
            sourceName: "Wikimedia Commons")
    }
}
