import Foundation

/// Builds query strings the way the image APIs expect them.
enum URLQuery {
    static func encode(_ items: [(name: String, value: String)]) -> String {
        items.map { "\(percentEncoded($0.name))=\(percentEncoded($0.value))" }.joined(separator: "&")
    }

    /// `base` and the encoded items, joined with `?` or `&` as the base needs.
    static func url(_ base: String, _ items: [(name: String, value: String)]) -> String {
        base + (base.contains("?") ? "&" : "?") + encode(items)
    }

    /// "https://pixabay.com/" for "https://pixabay.com/api/"; nil for anything but http(s).
    static func origin(of url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host
        else { return nil }
        return "\(scheme)://\(host)\(components.port.map { ":\($0)" } ?? "")/"
    }

    /// Encodes all but RFC 3986's unreserved characters, so `&`, `+`, `=` and `|` survive.
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(Character(UnicodeScalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
