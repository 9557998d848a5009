import PixscoutModel

/// The library being searched, stored once: every view model that fetches, opens or names an
/// image reads it here.
@MainActor
final class ActiveSource {
    private(set) var source: ImageSearchSource
    /// The library the person chose: the offline catalog may stand in for it for a while.
    private(set) var chosen: ProviderID
    /// Fetches and decodes this source's images for rows, the pane and the quick look.
    private(set) var loader: PreviewLoader
    let decoder: any PreviewDecoding

    init(source: ImageSearchSource, decoder: any PreviewDecoding) {
        self.source = source
        self.decoder = decoder
        chosen = source.description.id
        loader = PreviewLoader(fetcher: source.imageFetcher, decoder: decoder)
    }

    var description: ProviderDescription {
        source.description
    }

    /// Searches `newSource` from now on; `chosen` says whether the person chose it (nil: it
    /// stands in for the chosen one).
    func use(_ newSource: ImageSearchSource, chosen: ProviderID?) {
        source = newSource
        if let chosen { self.chosen = chosen }
        loader = PreviewLoader(fetcher: newSource.imageFetcher, decoder: decoder)
    }
}
