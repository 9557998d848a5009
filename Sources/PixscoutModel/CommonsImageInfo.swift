/// A file's `imageinfo` entry: URLs, size, type and the `extmetadata` Commons derives from
/// the description page (whose values are HTML).
struct CommonsImageInfo: Decodable {
    struct MetadataValue: Decodable {
        let value: String

        private enum CodingKeys: String, CodingKey {
            case value
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // Most values are strings; a few are numbers or booleans.
            if let text = try? container.decode(String.self, forKey: .value) {
                value = text
            } else if let number = try? container.decode(Double.self, forKey: .value) {
                value = number.rounded() == number ? String(Int64(number)) : String(number)
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
    let width: Int?
    let height: Int?
    let size: Int64?
    let mime: String?
    let extmetadata: [String: MetadataValue]?
}
