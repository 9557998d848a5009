/// Where the images in view come from, for the footer: "Images from Openverse".
public struct Attribution: Equatable, Sendable {
    public let text: String
    /// Its home page; nil for Pixscout's own sample images and for several sites.
    public let url: String?
    /// Each site searched at once, with its home page (All sites); empty for one site.
    public let links: [AttributionLink]

    public init(text: String, url: String?, links: [AttributionLink] = []) {
        self.text = text
        self.url = url
        self.links = links
    }
}
