/// Where the images in view come from, for the footer: "Images from Openverse".
public struct Attribution: Equatable, Sendable {
    public let text: String
    /// The site's site; nil for Pixscout's own sample images and for several libraries.
    public let url: String?
    /// Each library searched at once, with its site (All libraries); empty for one library.
    public let links: [AttributionLink]

    public init(text: String, url: String?, links: [AttributionLink] = []) {
        self.text = text
        self.url = url
        self.links = links
    }
}
