import PixscoutViewModel

/// Library › Check Sources: whether the sites of the images used still have them, under the
/// same licence.
@MainActor
public final class SiteRecheckPart: WindowPart {
    private let siteRecheck: any SiteRecheckViewModeling

    public init(siteRecheck: any SiteRecheckViewModeling) {
        self.siteRecheck = siteRecheck
    }

    public func install(in surface: WindowSurface) {
        surface.install(.recheckSites) { [siteRecheck] in siteRecheck.recheckSites() }
    }
}
