/// One file page of a Commons search, with its image information.
struct CommonsPage: Decodable {
    let pageid: Int64
    let title: String
    /// The page's rank in the search; `pages` come in no particular order.
    let index: Int64?
    let imageinfo: [CommonsImageInfo]
    /// Commons says the page is not there (deleted, or never was): `{"pageid": 7, "missing": true}`,
    /// with or without a title. A page that came without its image information is not missing.
    let missing: Bool

    private enum CodingKeys: String, CodingKey {
        case pageid, title, index, imageinfo, missing
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pageid = try container.decode(Int64.self, forKey: .pageid)
        missing = (try? container.decodeIfPresent(Bool.self, forKey: .missing)) == true
        // Only a missing page may come without its title.
        title = missing ? try container.decodeIfPresent(String.self, forKey: .title) ?? ""
            : try container.decode(String.self, forKey: .title)
        index = container.count(forKey: .index)
        imageinfo = ((try? container.decodeIfPresent(LossyList<CommonsImageInfo>.self, forKey: .imageinfo))
            ?? nil)?.elements ?? []
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
            site: .commons, id: String(pageid),
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

    /// Who to credit, in the author's own words where the file gives them: `Attribution` (the
    /// credit its licence template asks for), else `Artist`, else `Credit`; the first link
    /// among them is their page.
    private func creator(_ info: CommonsImageInfo) -> ImageCreator? {
        let fields = ["Attribution", "Artist", "Credit"]
        guard let name = fields.lazy.compactMap({ info.plainText($0) }).first else { return nil }
        let link = fields.lazy.compactMap { info.extmetadata[$0].flatMap { HTMLText.firstLink($0.value) } }.first
        return ImageCreator(name: name, profileURL: link)
    }

    private func license(_ info: CommonsImageInfo) -> ImageLicense? {
        guard let name = info.plainText("LicenseShortName") else { return nil }
        let code = info.plainText("License")?.lowercased() ?? name.lowercased()
        return ImageLicense(code: code, name: name,
            url: info.plainText("LicenseUrl") ?? ImageLicense.deedURL(forCommonsCode: code))
    }
}
