import Foundation

/// Whether a redirect stays on the site a request went to: the same host and port, and https
/// never downgraded to http.
enum SameSite {
    /// The absolute URL `location` leads to from `url`, or nil when it leaves the site.
    static func redirect(from url: String, to location: String) -> String? {
        guard let base = URL(string: url), let target = URL(string: location, relativeTo: base)?.absoluteURL,
              let fromScheme = base.scheme?.lowercased(), let toScheme = target.scheme?.lowercased(),
              let fromHost = base.host?.lowercased(), let toHost = target.host?.lowercased(),
              fromHost == toHost, port(of: base) == port(of: target) || (fromScheme == "http" && toScheme == "https"),
              toScheme == "https" || (fromScheme == "http" && toScheme == "http")
        else { return nil }
        return target.absoluteString
    }

    private static func port(of url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
