import Foundation

/// Decides whether an image's page link may be handed to the browser: only `http(s)`, with no
/// user info, on the image provider's own site. A crafted response cannot make Pixscout open
/// `file:`, `javascript:` or another site.
public struct PageLinkPolicy: Sendable, Equatable {
    public let allowedHost: String

    public init(allowedHost: String) {
        self.allowedHost = allowedHost.lowercased()
    }

    /// The policy for a search API: links must lead to the API's own site (pixabay.com for
    /// `https://pixabay.com/api/`).
    public init(apiBaseURL: String) {
        let host = URLComponents(string: apiBaseURL)?.host ?? "pixabay.com"
        self.init(allowedHost: host.hasPrefix("www.") ? String(host.dropFirst(4)) : host)
    }

    public func allows(_ link: String) -> Bool {
        guard let components = URLComponents(string: link),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              components.user == nil, components.password == nil,
              let host = components.host?.lowercased(), !host.isEmpty
        else { return false }
        return host == allowedHost || host.hasSuffix("." + allowedHost)
    }
}
