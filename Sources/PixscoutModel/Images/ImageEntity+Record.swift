import Foundation

extension ImageEntity {
    /// What the site said of the image, as JSON with sorted keys: its id and page, title,
    /// author, licence, source and sizes, each as cleaned where it entered. Unknowns are left out.
    public var record: String {
        var fields: [String: Any] = ["site": site.rawValue, "id": id, "page": pageURL]
        fields["title"] = title
        fields["tags"] = tags.isEmpty ? nil : tags
        fields["description"] = summary
        fields["author"] = creator?.name
        fields["authorPage"] = creator?.profileURL
        fields["license"] = license.map { license in
            ["code": license.code, "version": license.version, "name": license.name, "url": license.url]
                .compactMapValues { $0 }
        }
        fields["attribution"] = attribution
        fields["source"] = sourceName
        fields["width"] = pageImageWidth
        fields["height"] = pageImageHeight
        fields["file"] = downloadURL
        guard let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
