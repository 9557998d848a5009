/// Openverse, Wikimedia Commons and (with a key) Pixabay searched at once. A pager asks each
/// site in ``sites`` on its own, so that rows show from the first that answers; this
/// type says what they all have in common.
public struct AllSites: Sendable {
    public let description: SiteDescription
    public let sites: [any ImageSite]

    public init(sites: [any ImageSite]) {
        self.sites = sites
        // Filters go to each site; only those every one of them can apply are offered.
        let shared = sites.map(\.description.supportedFilters)
            .reduce(Set(SearchFilters.Kind.allCases)) { $0.intersection($1) }
        description = SiteDescription(
            id: .all, homeURL: nil, linkPolicy: .anyWebPage, supportedFilters: shared, previewOrigin: nil,
                apiOrigin: nil,
            threads: sites.reduce(into: []) { $0.formUnion($1.description.threads) })
    }
}
