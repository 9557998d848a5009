import PixscoutModel

/// Where the images shown come from, stored once: the library being searched, or the
/// person's own library. Every view model that fetches, opens or names an image reads it here.
@MainActor
final class ActiveSource {
    /// The library searched, also while the person's own library is shown.
    private(set) var source: ImageSearchSource
    /// The library the person chose: the offline catalog may stand in for it for a while.
    private(set) var chosen: ProviderID
    /// The person's library while it is shown; nil while search results are.
    private(set) var shownLibrary: OpenedLibrary?
    /// Fetches and decodes the shown images for rows, the pane and the quick look.
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

    /// Fetches the shown images' previews, as the rows show them.
    var previewFetcher: any ImageFetching {
        shownLibrary?.imageFetcher ?? source.imageFetcher
    }

    /// Fetches whole pictures to hand to other programs: never a stand-in thumbnail.
    var fileFetcher: any ImageFetching {
        shownLibrary?.fileFetcher ?? source.imageFetcher
    }

    /// Which pages of the shown images may open in the browser: the searched library's rule,
    /// or for one's own library, which holds every library's images, any web page.
    var linkPolicy: PageLinkPolicy {
        shownLibrary == nil ? description.linkPolicy : .anyWebPage
    }

    /// Searches `newSource` from now on; `chosen` says whether the person chose it (nil: it
    /// stands in for the chosen one).
    func use(_ newSource: ImageSearchSource, chosen: ProviderID?) {
        source = newSource
        if let chosen { self.chosen = chosen }
        if shownLibrary == nil { loader = PreviewLoader(fetcher: newSource.imageFetcher, decoder: decoder) }
    }

    /// Shows the person's library's images from now on, or with nil, the search's again.
    func show(_ library: OpenedLibrary?) {
        shownLibrary = library
        loader = PreviewLoader(fetcher: library?.imageFetcher ?? source.imageFetcher, decoder: decoder)
    }
}
