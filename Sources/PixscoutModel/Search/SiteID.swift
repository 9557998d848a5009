import PixscoutLocalization

/// The image sites Pixscout searches; `all` searches the remote ones at once. Each fact
/// about a site is a switch here, so that a new site does not compile until each is
/// given; every list of sites is derived from them.
public enum SiteID: String, Sendable, CaseIterable, Codable {
    // In the order the site chooser lists them.
    case all, openverse, commons, pixabay, unsplash, pexels, sample

    /// The sites searched with a key of the person's own.
    public static let keyed = allCases.filter(\.needsKey)

    /// The sites on the network, each with its search endpoint: what All sites
    /// searches (those with keys only when their key is there) and `--api-url NAME=URL` names.
    public static let remote = allCases.filter { $0.defaultAPIURL != nil }

    /// The site's name, as it calls itself.
    public var name: String {
        switch self {
        case .pixabay: "Pixabay"
        case .openverse: "Openverse"
        case .commons: "Wikimedia Commons"
        case .unsplash: "Unsplash"
        case .pexels: "Pexels"
        case .sample: tr("Sample catalog")
        case .all: tr("All sites")
        }
    }

    /// The search endpoint of the real service; nil for the bundled catalog.
    public var defaultAPIURL: String? {
        switch self {
        case .pixabay: PixabayRequest.defaultBaseURL
        case .openverse: OpenverseRequest.defaultBaseURL
        case .commons: CommonsRequest.defaultBaseURL
        case .unsplash: UnsplashRequest.defaultBaseURL
        case .pexels: PexelsRequest.defaultBaseURL
        case .sample, .all: nil
        }
    }

    /// The site's home page, as its credits and the About dialog link it.
    public var homePage: String? {
        switch self {
        case .pixabay: "https://pixabay.com/"
        case .openverse: "https://openverse.org/"
        case .commons: "https://commons.wikimedia.org/"
        case .unsplash: UnsplashSite.home
        case .pexels: PexelsSite.home
        case .sample, .all: nil
        }
    }

    /// Unsplash and Pexels: their guidelines ask for the credit "Photo by NAME on SITE".
    public var asksForPhotoByline: Bool {
        switch self {
        case .unsplash, .pexels: true
        case .pixabay, .openverse, .commons, .sample, .all: false
        }
    }

    /// The environment variable that gives its key, for the sites searched with one.
    public var keyVariable: String? {
        switch self {
        case .pixabay: "PIXABAY_API_KEY"
        case .unsplash: "UNSPLASH_ACCESS_KEY"
        case .pexels: "PEXELS_API_KEY"
        case .openverse, .commons, .sample, .all: nil
        }
    }

    /// Where a free key is had, for the sites searched with one.
    public var keyPage: String? {
        switch self {
        case .pixabay: "https://pixabay.com/api/docs/"
        case .unsplash: "https://unsplash.com/developers"
        case .pexels: "https://www.pexels.com/api/"
        case .openverse, .commons, .sample, .all: nil
        }
    }

    /// Whether it is searched only with a key.
    public var needsKey: Bool {
        keyVariable != nil
    }
}
