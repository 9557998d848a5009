import PixscoutLocalization

extension SiteID {
    public static let sample = SiteID(naming: "sample")
}

extension SampleCatalogSite {
    /// The bundled catalog, offline: made from its folder, not the network; its previews are
    /// Pixabay's sizes.
    static let descriptor = SiteDescriptor(
        id: .sample, name: { tr("Sample catalog") },
        supportedFilters: [.imageType, .orientation, .colors, .minimumSize, .order],
        rendition: ImageEntity.webFormatRendition)
}
