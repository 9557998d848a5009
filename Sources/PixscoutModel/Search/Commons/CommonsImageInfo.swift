/// A file's `imageinfo` entry: URLs, size, type, the thumbnail Commons rendered (or why it
/// could not) and the `extmetadata` Commons derives from the description page (values in HTML).
struct CommonsImageInfo: Decodable {
    /// One `extmetadata` value: usually HTML text, sometimes a number or a flag; anything else
    /// reads as empty.
    struct MetadataValue: Decodable {
        let value: String

        private enum CodingKeys: String, CodingKey {
            case value
        }

        init(from decoder: any Decoder) {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
                value = ""
                return
            }
            if let text = container.text(forKey: .value) {
                value = text
            } else if let number = container.networkNumber(forKey: .value) {
                value = NetworkNumber.within(number, -(1 << 53)...(1 << 53)).map { String($0) } ?? String(number)
            } else if let flag = try? container.decode(Bool.self, forKey: .value) {
                value = String(flag)
            } else {
                value = ""
            }
        }
    }

    let url: String
    let descriptionurl: String
    let thumburl: String?
    /// Commons' reason when it could not render a thumbnail.
    let thumberror: String?
    let width: Int?
    let height: Int?
    let size: Int64?
    let mime: String?
    let extmetadata: [String: MetadataValue]

    private enum CodingKeys: String, CodingKey {
        case url, descriptionurl, thumburl, thumberror, width, height, size, mime, extmetadata
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = try container.decode(String.self, forKey: .url)
        descriptionurl = try container.decode(String.self, forKey: .descriptionurl)
        thumburl = container.text(forKey: .thumburl)
        thumberror = container.text(forKey: .thumberror)
        width = container.pixels(forKey: .width)
        height = container.pixels(forKey: .height)
        size = container.bytes(forKey: .size)
        mime = container.text(forKey: .mime)?.lowercased()
        extmetadata = ((try? container.decodeIfPresent([String: MetadataValue].self, forKey: .extmetadata)) ?? nil)
            ?? [:]
    }

    /// The metadata field as plain text, nil when absent or empty.
    func plainText(_ field: String) -> String? {
        extmetadata[field].map { HTMLText.plain($0.value) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
