import PixscoutLocalization

/// The image libraries Pixscout searches; `all` searches the remote ones at once.
public enum ProviderID: String, Sendable, CaseIterable, Codable {
    case pixabay, openverse, commons, sample, all

    /// The library's name, as it calls itself.
    public var name: String {
        switch self {
        case .pixabay: "Pixabay"
        case .openverse: "Openverse"
        case .commons: "Wikimedia Commons"
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
        case .sample, .all: nil
        }
    }
}
