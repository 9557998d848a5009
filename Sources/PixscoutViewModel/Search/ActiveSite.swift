import PixscoutModel

/// Where the images shown come from, stored once: the site being searched, or the person's
/// own library. Every view model that fetches, opens or names an image reads it here.
@MainActor
public final class ActiveSite {
    /// The site searched, also while the person's own library is shown.
    private(set) var sites: SearchedSites
    /// The site the person chose: the offline catalog may stand in for it for a while.
    private(set) var chosen: SiteID
    let decoder: any PreviewDecoding
    /// Search or Library: the one value the window's mode is kept in.
    private let mode: ObservableProperty<WindowMode>
    private let access: LibraryAccess
    /// Changes with each site searched, so that its loader is made anew.
    private var sitesGeneration = 0
    private var madeLoader: (library: Bool, generation: Int, loader: PreviewLoader)?

    public init(
        sites: SearchedSites, decoder: any PreviewDecoding, mode: ObservableProperty<WindowMode>,
        access: LibraryAccess
    ) {
        self.sites = sites
        self.decoder = decoder
        self.mode = mode
        self.access = access
        chosen = sites.description.id
    }

    /// The person's library while the Library is shown (once it is open); nil while search
    /// results are.
    var shownLibrary: OpenedLibrary? {
        mode.value == .library ? access.opened : nil
    }

    /// Fetches and decodes the shown images for rows, the pane and the quick look: made anew
    /// when the library searched changes, or the person's library is shown or left.
    var loader: PreviewLoader {
        let library = shownLibrary
        if let made = madeLoader, made.library == (library != nil), made.generation == sitesGeneration {
            return made.loader
        }
        let loader = PreviewLoader(fetcher: library?.imageFetcher ?? sites.imageFetcher, decoder: decoder)
        madeLoader = (library != nil, sitesGeneration, loader)
        return loader
    }

    var description: SiteDescription {
        sites.description
    }

    /// Fetches the shown images' previews, as the rows show them.
    var previewFetcher: any ImageFetching {
        shownLibrary?.imageFetcher ?? sites.imageFetcher
    }

    /// Fetches whole pictures to hand to other programs: never a stand-in thumbnail.
    var fileFetcher: any ImageFetching {
        shownLibrary?.fileFetcher ?? sites.imageFetcher
    }

    /// Which pages of the shown images may open in the browser: the searched site's rule,
    /// or for one's own library, which holds every site's images, any web page.
    var linkPolicy: PageLinkPolicy {
        shownLibrary == nil ? description.linkPolicy : .anyWebPage
    }

    /// Searches `newSites` from now on; `chosen` says whether the person chose it (nil: it
    /// stands in for the chosen one).
    func use(_ newSites: SearchedSites, chosen: SiteID?) {
        sites = newSites
        if let chosen { self.chosen = chosen }
        // The library's loader stays while the library is shown.
        if shownLibrary == nil { sitesGeneration += 1 }
    }
}
