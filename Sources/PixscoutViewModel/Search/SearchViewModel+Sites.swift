import PixscoutModel

/// The site searched: the one chosen, one whose key was just saved, or the sample catalog
/// standing in for one that cannot be reached.
extension SearchViewModel {
    public func chooseSite(id: String) {
        guard let choice = SiteID(rawValue: id),
            choice != active.description.id || choice != active.chosen else { return }
        guard let chosen = catalog?.sites(for: choice) else {
            // The chooser goes back to what is in use.
            site.value = site.value
            messages.show(SiteWording.needsKey(choice))
            return
        }
        siteStore?.save(choice)
        use(chosen, chosen: choice, note: nil)
    }

    /// Searches `sites` from now on (the person chose it, or saved a key for it), repeating the
    /// last search unless `search` is false.
    public func switchSites(to sites: SearchedSites, search: Bool) {
        use(sites, chosen: sites.description.id, note: nil, searching: search)
    }

    /// The offline catalog, for this session only, saying which site it stands in for.
    func fallBackToSampleCatalog() {
        guard let sample = catalog?.sites(for: .sample) else { return }
        use(sample, chosen: nil, note: SiteWording.note(for: .sample, fallbackFrom: active.chosen),
            query: pager.query ?? "")
    }

    /// Back to the site the person chose, after an automatic switch.
    func useChosenSite() {
        guard let chosen = catalog?.sites(for: active.chosen) else { return }
        use(chosen, chosen: active.chosen, note: nil)
    }

    func use(
        _ newSites: SearchedSites, chosen: SiteID?, note: Banner?, query: String? = nil, searching: Bool = true
    ) {
        active.use(newSites, chosen: chosen)
        let description = newSites.description
        site.value = SiteWording.choice(description.id)
        attribution.value = SiteWording.attribution(newSites)
        filters.offer(description)
        messages.showSiteNote(note ?? SiteWording.note(for: description.id, fallbackFrom: nil))
        messages.dismissBanner()
        guard searching else { return }
        start(initialQuery: query ?? pager.query, siteIsExplicit: true)
    }
}
