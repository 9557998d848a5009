/// Openverse, Wikimedia Commons and (with a key) Pixabay searched at once. A pager asks each
/// library in ``libraries`` on its own, so that rows show from the first that answers; this
/// type says what they all have in common.
public struct AllSites: Sendable {
    public let description: SiteDescription
    public let libraries: [any ImageSite]

    public init(libraries: [any ImageSite]) {
        self.libraries = libraries
        // Filters go to each library; only those every one of them can apply are offered.
        let shared = libraries.map(\.description.supportedFilters)
            .reduce(Set(SearchFilters.Kind.allCases)) { $0.intersection($1) }
        description = SiteDescription(
            id: .all, homeURL: nil, linkPolicy: .anyWebPage, supportedFilters: shared, previewOrigin: nil,
                apiOrigin: nil,
            threads: libraries.reduce(into: []) { $0.formUnion($1.description.threads) })
    }
}
