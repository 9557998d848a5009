/// What the rest of Pixscout needs to know about a site besides its results.
public struct SiteDescription: Sendable, Equatable {
    public let id: SiteID
    /// Its home page, for the attribution link; nil for the bundled catalog.
    public let homeURL: String?
    /// Which image page links Pixscout may hand to the browser.
    public let linkPolicy: PageLinkPolicy
    /// The filters the site can apply; the others are not offered.
    public let supportedFilters: Set<SearchFilters.Kind>
    /// The threads it can follow from one of its images (or, for an author, anyone's).
    public let threads: Set<SearchThread.Kind>
    /// Where its thumbnails come from, to open connections there ahead of need.
    public let previewOrigin: String?
    /// Where its API lives, to tell whether it can be reached; nil for the bundled catalog.
    public let apiOrigin: String?

    public init(
        id: SiteID, homeURL: String?, linkPolicy: PageLinkPolicy, supportedFilters: Set<SearchFilters.Kind>,
        previewOrigin: String?, apiOrigin: String?, threads: Set<SearchThread.Kind> = []
    ) {
        self.id = id
        self.threads = threads
        self.homeURL = homeURL
        self.linkPolicy = linkPolicy
        self.supportedFilters = supportedFilters
        self.previewOrigin = previewOrigin
        self.apiOrigin = apiOrigin
    }

    /// A keyless site on the open web, searched through its API at `baseURL`: its home page,
    /// filters and threads are its descriptor's, its pages live on many sites, and its
    /// thumbnails come from `previewOrigin`, else the API's host.
    public init(keylessAPI id: SiteID, baseURL: String, previewOrigin: String? = nil) {
        let apiOrigin = URLQuery.origin(of: baseURL)
        let descriptor = id.descriptor
        self.init(
            id: id, homeURL: descriptor.homePage, linkPolicy: .anyWebPage,
            supportedFilters: descriptor.supportedFilters, previewOrigin: previewOrigin ?? apiOrigin,
            apiOrigin: apiOrigin, threads: descriptor.threadKinds)
    }

    /// A site searched with the person's key through its API at `baseURL`: its filters and
    /// threads are its descriptor's, its pages live on its own site (its descriptor's home page;
    /// the server's own for an endpoint other than the descriptor's), and its photos come from
    /// `imageOrigin` (the server's own likewise).
    public init(keyedAPI id: SiteID, baseURL: String, imageOrigin: String) {
        let apiOrigin = URLQuery.origin(of: baseURL)
        let descriptor = id.descriptor
        let home = descriptor.homePage ?? ""
        let isReal = baseURL == descriptor.defaultAPIURL
        let site = isReal ? home : apiOrigin ?? home
        self.init(
            id: id, homeURL: site, linkPolicy: PageLinkPolicy(apiBaseURL: site),
            supportedFilters: descriptor.supportedFilters, previewOrigin: isReal ? imageOrigin : apiOrigin,
            apiOrigin: apiOrigin, threads: descriptor.threadKinds)
    }

    /// Whether it can follow `thread`: an author by name, a source, or images like one of its own.
    public func follows(_ thread: SearchThread) -> Bool {
        guard threads.contains(thread.kind) else { return false }
        if case .similar(let site, _) = thread { return site == id }
        return true
    }

    public var name: String { id.name }
}
