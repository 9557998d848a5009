import PixscoutModel

/// What the command line, the environment and the last session decided before the window
/// opened; the saved key, looked up after, may still change the site.
public struct StartupChoice: Sendable, Equatable {
    /// The site chosen at start.
    public var site: SiteID
    /// A saved key opens its site (no site was named, and none was chosen before).
    public var followsSavedKey: Bool
    /// Named on the command line or in the environment: no fallback to the sample catalog.
    public var isExplicit: Bool
    /// The words to search at once, from the command line.
    public var initialQuery: String?
    /// A key came with the environment: the keyring is not asked.
    public var hasKey: Bool

    public init(site: SiteID, followsSavedKey: Bool, isExplicit: Bool, initialQuery: String?, hasKey: Bool) {
        self.site = site
        self.followsSavedKey = followsSavedKey
        self.isExplicit = isExplicit
        self.initialQuery = initialQuery
        self.hasKey = hasKey
    }

    /// The site to open once the saved key is known.
    public func site(withSavedKey key: APIKey?) -> SiteID {
        guard followsSavedKey, key != nil, let opened = SiteID.openedBySavedKey else { return site }
        return opened
    }
}
