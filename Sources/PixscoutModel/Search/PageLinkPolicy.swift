import Foundation

/// Decides whether a link from a search result may be handed to the browser: only `http(s)`,
/// with no user info and no control characters, and for sites that keep their pages on
/// their own site (Pixabay), only that site. A crafted response cannot make Pixscout open
/// `file:`, `javascript:` or a look-alike host.
public struct PageLinkPolicy: Sendable, Equatable {
    /// The only site links may lead to; nil: any web page (Openverse's landing pages live on
    /// Flickr and elsewhere).
    public let allowedHost: String?

    public init(allowedHost: String?) {
        self.allowedHost = allowedHost?.lowercased()
    }

    /// Links must lead to the API's own site (pixabay.com for `https://pixabay.com/api/`).
    public init(apiBaseURL: String) {
        let host = URLComponents(string: apiBaseURL)?.host ?? "pixabay.com"
        self.init(allowedHost: host.hasPrefix("www.") ? String(host.dropFirst(4)) : host)
    }

    /// Any http(s) page.
    public static let anyWebPage = PageLinkPolicy(allowedHost: nil)

    public func allows(_ link: String) -> Bool {
        guard !link.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
              let components = URLComponents(string: link),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              components.user == nil, components.password == nil,
              let host = components.host?.lowercased(), !host.isEmpty
        else { return false }
        guard let allowedHost else { return true }
        return host == allowedHost || host.hasSuffix("." + allowedHost)
    }
}
