import PixscoutModel

/// The sites a person can choose, each made on demand by the factory the composition root
/// gives, with the keys in use.
@MainActor
public final class SiteCatalog {
    /// The keys in use by site (Pixabay, Unsplash, Pexels): a site that needs a key
    /// cannot be chosen without one, and All sites holds those that have one.
    public var keys: [SiteID: APIKey]
    private let make: @MainActor (SiteID, [SiteID: APIKey]) -> SearchedSites?

    public init(
        keys: [SiteID: APIKey], make: @escaping @MainActor (SiteID, [SiteID: APIKey]) -> SearchedSites?
    ) {
        self.keys = keys
        self.make = make
    }

    /// What searching `site` takes, or nil when it cannot be used yet (a site without its key).
    public func sites(for site: SiteID) -> SearchedSites? {
        if site.needsKey, keys[site] == nil { return nil }
        return make(site, keys)
    }
}
