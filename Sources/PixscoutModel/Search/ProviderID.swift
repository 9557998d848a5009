import PixscoutLocalization

/// The image libraries Pixscout searches; `all` searches the remote ones at once.
public enum ProviderID: String, Sendable, CaseIterable, Codable {
    case pixabay, openverse, commons, unsplash, pexels, sample, all

    /// The libraries searched with a key of the person's own.
    public static let keyed: [ProviderID] = [.pixabay, .unsplash, .pexels]

    /// The library's name, as it calls itself.
    public var name: String {
        switch self {
        case .pixabay: "Pixabay"
        case .openverse: "Openverse"
        case .commons: "Wikimedia Commons"
        case .unsplash: "Unsplash"
        case .pexels: "Pexels"
        case .sample: tr("Sample catalog")
        case .all: tr("All libraries")
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

    /// Unsplash and Pexels: their guidelines ask for the credit "Photo by NAME on LIBRARY".
    public var asksForPhotoByline: Bool {
        self == .unsplash || self == .pexels
    }

    /// Where a free key is had, for the libraries searched with one.
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
        Self.keyed.contains(self)
    }
}
