import Foundation

/// Everything Pixscout knows of one site, given once where the site's code lives: every list of
/// sites (the chooser, All sites, the command line, Preferences' keys, the About dialog, the
/// sentences that name sites, the fuzz targets) and every rule of one site (its key, its
/// threads, its file names, its lookup by a file's hash) is derived from the registered
/// descriptors (``SiteRegistry``).
public struct SiteDescriptor: Sendable {
    /// What making a site on the network takes.
    public struct Parts: Sendable {
        public let network: any Networking
        public let baseURL: String
        public let key: APIKey?
        /// Nil when a key is checked: asked afresh, never from the cache.
        public let cache: (any ResponseCaching)?
        /// For checking a key: a page as small as the site allows.
        public let checking: Bool
        public let language: String

        public init(
            network: any Networking, baseURL: String, key: APIKey?, cache: (any ResponseCaching)?, checking: Bool,
            language: String
        ) {
            self.network = network
            self.baseURL = baseURL
            self.key = key
            self.cache = cache
            self.checking = checking
            self.language = language
        }
    }

    public let id: SiteID
    /// Its name as it calls itself, in the person's language where it has one.
    let name: @Sendable () -> String
    /// The search endpoint of the real service; nil for the bundled catalog and All sites.
    public let defaultAPIURL: String?
    /// Its home page, as its credits and the About dialog link it.
    public let homePage: String?
    /// Whether its guidelines ask for the credit "Photo by NAME on SITE".
    public let asksForPhotoByline: Bool
    /// The filters it can apply; the others are not offered while it is searched.
    public let supportedFilters: Set<SearchFilters.Kind>
    /// The threads it can follow from one of its images (or, for an author, anyone's).
    public let threadKinds: Set<SearchThread.Kind>
    /// The environment variable that gives its key, for a site searched with one.
    public let keyVariable: String?
    /// Where a free key is had.
    public let keyPage: String?
    /// The file in Pixscout's config folder that keeps its key where no keyring does; nil for
    /// "ID-key".
    public let keyFileName: String?
    /// Opened when nothing was chosen and no saved key leads elsewhere (Openverse).
    public let opensFirst: Bool
    /// Its saved key opens it when no site was chosen, and is looked up before the first search
    /// decides (Pixabay).
    public let opensOnSavedKey: Bool
    /// Its files keep their own names when saved ("Red_kitten_01.jpg"), not "ID-NUMBER".
    public let keepsFileNames: Bool
    /// Finds its file whose bytes have this SHA-1, for the document check; nil for a site
    /// that cannot.
    let findsBySHA1: (@Sendable (Parts) -> any HashLookup)?
    /// Reads bytes as an answer of its API, as its search does: the fuzzer feeds it hostile ones.
    public let readsAnswer: (@Sendable (Data) -> Void)?
    /// The site on the network at `parts.baseURL`; nil without the key it needs.
    let make: (@Sendable (Parts) -> (any ImageSite)?)?
    /// The words it gives for people who cannot see an image of its own.
    let altText: @Sendable (ImageEntity) -> String?
    /// The threads that can be followed from an image of its own, in the order offered.
    let threads: @Sendable (ImageEntity) -> [SearchThread]
    /// The picture of one of its images that covers a box drawn `width` x `height` pixels.
    let rendition: @Sendable (ImageEntity, _ width: Int, _ height: Int) -> String?

    public init(
        id: SiteID, name: @escaping @Sendable () -> String, defaultAPIURL: String? = nil, homePage: String? = nil,
        asksForPhotoByline: Bool = false, supportedFilters: Set<SearchFilters.Kind> = [],
        threadKinds: Set<SearchThread.Kind> = [], keyVariable: String? = nil, keyPage: String? = nil,
        keyFileName: String? = nil, opensFirst: Bool = false, opensOnSavedKey: Bool = false,
        keepsFileNames: Bool = false, findsBySHA1: (@Sendable (Parts) -> any HashLookup)? = nil,
        readsAnswer: (@Sendable (Data) -> Void)? = nil, make: (@Sendable (Parts) -> (any ImageSite)?)? = nil,
        altText: @escaping @Sendable (ImageEntity) -> String? = { _ in nil },
        threads: @escaping @Sendable (ImageEntity) -> [SearchThread] = { _ in [] },
        rendition: @escaping @Sendable (ImageEntity, _ width: Int, _ height: Int) -> String? = { image, _, _ in
            image.previewURL
        }
    ) {
        self.id = id
        self.name = name
        self.defaultAPIURL = defaultAPIURL
        self.homePage = homePage
        self.asksForPhotoByline = asksForPhotoByline
        self.supportedFilters = supportedFilters
        self.threadKinds = threadKinds
        self.keyVariable = keyVariable
        self.keyPage = keyPage
        self.keyFileName = keyFileName
        self.opensFirst = opensFirst
        self.opensOnSavedKey = opensOnSavedKey
        self.keepsFileNames = keepsFileNames
        self.findsBySHA1 = findsBySHA1
        self.readsAnswer = readsAnswer
        self.make = make
        self.altText = altText
        self.threads = threads
        self.rendition = rendition
    }
}
