import PixscoutLocalization

extension SiteID {
    public static let all = SiteID(naming: "all")
}

extension AllSites {
    /// Every site on the network at once, each with what it needs.
    static let descriptor = SiteDescriptor(id: .all, name: { tr("All sites") })
}
