/// One file page of a Commons search, with its image information.
struct CommonsPage: Decodable {
    let pageid: Int64
    let title: String
    /// The page's rank in the search; `pages` come in no particular order.
    let index: Int64?
    let imageinfo: [CommonsImageInfo]

    private enum CodingKeys: String, CodingKey {
        case pageid, title, index, imageinfo
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pageid = try container.decode(Int64.self, forKey: .pageid)
        title = try container.decode(String.self, forKey: .title)
        index = container.count(forKey: .index)
        imageinfo = ((try? container.decodeIfPresent(LossyList<CommonsImageInfo>.self, forKey: .imageinfo)) ?? nil)?.elements ?? []
    }

    /// The same page with the image information a later part of its batch brought.
    func merged(with later: CommonsPage) -> CommonsPage {
        imageinfo.isEmpty ? later : self
    }

    /// The image, or nil for a page without image information (a deleted file).
    func entity(thumbnails: CommonsThumbnails) -> ImageEntity? {
        guard let info = imageinfo.first else { return nil }
        let name = title.hasPrefix("File:") ? String(title.dropFirst(5)) : title
        let fallbackTitle = name.split(separator: ".").dropLast().joined(separator: ".")
        let renditions = thumbnails.renditions(for: info)
        return ImageEntity(
            provider: .commons, id: String(pageid),
            title: info.plainText("ObjectName") ?? (fallbackTitle.isEmpty ? name : fallbackTitle),
            summary: info.plainText("ImageDescription"),
            pageURL: info.descriptionurl,
            pageImageWidth: info.width, pageImageHeight: info.height, fileSize: info.size,
            previewURL: renditions?.row, imageURL: renditions?.pane, largeImageURL: renditions?.large,
            downloadURL: info.url,
            creator: creator(info),
            license: license(info),
            sourceName: "Wikimedia Commons")
    }

    /// `Artist`, or where that is empty, `Credit` or `Attribution`: who made it, and their page.
    private func creator(_ info: CommonsImageInfo) -> ImageCreator? {
        for field in ["Artist", "Credit", "Attribution"] {
            if let name = info.plainText(field) {
                return ImageCreator(name: name, profileURL: info.extmetadata[field].flatMap { HTMLText.firstLink($0.value) })
            }
        }
        return nil
    }

    private func license(_ info: CommonsImageInfo) -> ImageLicense? {
        guard let name = info.plainText("LicenseShortName") else { return nil }
        let code = info.plainText("License")?.lowercased() ?? name.lowercased()
        return ImageLicense(code: code, name: name, url: info.plainText("LicenseUrl") ?? ImageLicense.deedURL(forCommonsCode: code))
    }
}
