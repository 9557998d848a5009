/// A site Pixscout can search, by the name the command line, the settings and the library's
/// records use ("openverse"). What Pixscout knows of it is its registered ``SiteDescriptor``;
/// `all` searches every site on the network at once.
public struct SiteID: RawRepresentable, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    /// A registered site; nil for a name no site goes by.
    public init?(rawValue: String) {
        guard SiteRegistry.descriptor(for: rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    /// A site's own id, given beside its descriptor (`SiteID.openverse` in `Search/Openverse/`).
    public init(naming rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let id = SiteID(rawValue: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no site \(name)"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Every registered site, in the order the site chooser lists them.
    public static var allCases: [SiteID] { SiteRegistry.descriptors.map(\.id) }

    /// The sites searched with a key of the person's own.
    public static var keyed: [SiteID] { allCases.filter(\.needsKey) }

    /// The sites on the network, each with its search endpoint: what All sites searches
    /// (those with keys only when their key is there) and `--api-url NAME=URL` names.
    public static var remote: [SiteID] { allCases.filter { $0.defaultAPIURL != nil } }

    public var description: String { rawValue }

    /// Its descriptor; a site no longer registered (a test's) is known by its name only.
    var descriptor: SiteDescriptor {
        SiteRegistry.descriptor(for: rawValue) ?? SiteDescriptor(id: self, name: { [rawValue] in rawValue })
    }

    /// The site's name, as it calls itself.
    public var name: String { descriptor.name() }
    /// The search endpoint of the real service; nil for the bundled catalog.
    public var defaultAPIURL: String? { descriptor.defaultAPIURL }
    /// The site's home page, as its credits and the About dialog link it.
    public var homePage: String? { descriptor.homePage }
    /// Whether its guidelines ask for the credit "Photo by NAME on SITE" (Unsplash, Pexels).
    public var asksForPhotoByline: Bool { descriptor.asksForPhotoByline }
    /// The environment variable that gives its key, for the sites searched with one.
    public var keyVariable: String? { descriptor.keyVariable }
    /// Where a free key is had, for the sites searched with one.
    public var keyPage: String? { descriptor.keyPage }
    /// Whether it is searched only with a key.
    public var needsKey: Bool { keyVariable != nil }
    /// The file in Pixscout's config folder that keeps its key where no keyring does.
    public var keyFileName: String { descriptor.keyFileName ?? "\(rawValue)-key" }
    /// Its files keep their own names when saved.
    public var keepsFileNames: Bool { descriptor.keepsFileNames }
    /// Whether it follows threads of `kind`: an author, a source, images like one of its own.
    public func follows(_ kind: SearchThread.Kind) -> Bool { descriptor.threadKinds.contains(kind) }

    /// The site opened when nothing was chosen and no saved key leads elsewhere.
    public static var first: SiteID {
        SiteRegistry.descriptors.first(where: \.opensFirst)?.id ?? .sample
    }

    /// The site a saved key opens when none was chosen; its key is looked up before the first
    /// search decides.
    public static var openedBySavedKey: SiteID? {
        SiteRegistry.descriptors.first(where: \.opensOnSavedKey)?.id
    }

    /// The sites that find one of their files by its hash, in the chooser's order.
    public static var findingByHash: [SiteID] {
        SiteRegistry.descriptors.filter { $0.findsBySHA1 != nil }.map(\.id)
    }

    /// Its lookup of a file by its hash on the network `parts` say; nil for a site that has none.
    public func hashLookup(_ parts: SiteDescriptor.Parts) -> (any HashLookup)? {
        descriptor.findsBySHA1?(parts)
    }

    /// The site on the network `parts` say; nil for the bundled catalog and All sites, and
    /// without the key it needs.
    public func make(_ parts: SiteDescriptor.Parts) -> (any ImageSite)? {
        descriptor.make?(parts)
    }
}
