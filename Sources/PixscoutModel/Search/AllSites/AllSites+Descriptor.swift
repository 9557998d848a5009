import PixscoutLocalization

extension AllSites {
    /// Every site on the network at once, each with what it needs.
    static let descriptor = SiteDescriptor(id: .all, name: { tr("All sites") })
}
