import Foundation

extension ImageEntity {
    /// The threads that can be followed from this image, in the order they are offered: more
    /// by its author, more from its source, images like it. Its own site follows each.
    public var threads: [SearchThread] {
        site.descriptor.threads(self)
    }

    /// "rosa" for "https://unsplash.com/@rosa?utm_source=…": the link's last part, without its
    /// query or an "@".
    static func lastPathPart(of url: String?) -> String? {
        guard let url, let path = URLComponents(string: url)?.path else { return nil }
        let last = path.split(separator: "/").last.map { $0.hasPrefix("@") ? $0.dropFirst() : $0 } ?? ""
        return last.isEmpty ? nil : String(last)
    }

    /// The Commons user an author's link leads to: the name their files' pages use.
    static func commonsUser(_ creator: ImageCreator) -> String? {
        creator.profileURL.flatMap { wikiTitle(in: $0, namespace: "User:") }
    }

    /// "Blue sky.jpg" for ".../wiki/File:Blue_sky.jpg" and the namespace "File:".
    static func wikiTitle(in url: String, namespace: String) -> String? {
        guard let range = url.range(of: "/wiki/" + namespace) else { return nil }
        let title = url[range.upperBound...].prefix { $0 != "?" && $0 != "#" && $0 != "/" }
        let decoded = (title.removingPercentEncoding ?? String(title)).replacingOccurrences(of: "_", with: " ")
        return decoded.isEmpty ? nil : decoded
    }
}
