import PixscoutModel

/// The library searched: the one chosen, one whose key was just saved, or the sample catalog
/// standing in for one that cannot be reached.
extension SearchViewModel {
    public func chooseProvider(id: String) {
        guard let choice = ProviderID(rawValue: id),
            choice != active.description.id || choice != active.chosen else { return }
        guard let chosen = catalog?.source(for: choice) else {
            // The chooser goes back to what is in use.
            provider.value = provider.value
            messages.show(LibraryWording.needsKey(choice))
            return
        }
        providerStore?.save(choice)
        use(chosen, chosen: choice, note: nil)
    }

    /// Searches `source` from now on (the person chose it, or saved a key for it), repeating the
    /// last search unless `search` is false.
    public func switchSource(to source: ImageSearchSource, search: Bool) {
        use(source, chosen: source.description.id, note: nil, searching: search)
    }

    /// The offline catalog, for this session only, saying which library it stands in for.
    func fallBackToSampleCatalog() {
        guard let sample = catalog?.source(for: .sample) else { return }
        use(sample, chosen: nil, note: LibraryWording.note(for: .sample, fallbackFrom: active.chosen),
            query: pager.query ?? "")
    }

    /// Back to the library the person chose, after an automatic switch.
    func useChosenProvider() {
        guard let chosen = catalog?.source(for: active.chosen) else { return }
        use(chosen, chosen: active.chosen, note: nil)
    }

    func use(
        _ newSource: ImageSearchSource, chosen: ProviderID?, note: Banner?, query: String? = nil, searching: Bool = true
    ) {
        active.use(newSource, chosen: chosen)
        let description = newSource.description
        provider.value = LibraryWording.choice(description.id)
        attribution.value = LibraryWording.attribution(newSource)
        filters.offer(description)
        messages.showSourceNote(note ?? LibraryWording.note(for: description.id, fallbackFrom: nil))
        messages.dismissBanner()
        guard searching else { return }
        start(initialQuery: query ?? pager.query, providerIsExplicit: true)
    }
}
