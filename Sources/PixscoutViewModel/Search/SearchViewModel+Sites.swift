import PixscoutModel

/// The site searched: one whose key was just saved, or the sample catalog standing in for one
/// that cannot be reached.
extension SearchViewModel {
    /// Searches `sites` from now on (the person chose it, or saved a key for it), repeating the
    /// last search unless `search` is false.
    public func switchSites(to sites: SearchedSites, search: Bool) {
        use(sites, chosen: sites.description.id, note: nil, searching: search)
    }

    /// The offline catalog, for this session only, saying which site it stands in for.
    public func fallBackToSampleCatalog() {
        guard let sample = catalog?.sites(for: .sample) else { return }
        use(sample, chosen: nil, note: SiteWording.note(for: .sample, fallbackFrom: active.chosen),
            query: pager.query ?? "")
    }

    /// Back to the site the person chose, after an automatic switch.
    public func useChosenSite() {
        guard let chosen = catalog?.sites(for: active.chosen) else { return }
        use(chosen, chosen: active.chosen, note: nil)
    }
}
