/// Where the images in view come from, for the footer: "Images from Openverse".
public struct Attribution: Equatable, Sendable {
    public let text: String
    /// The provider's site; nil for Pixscout's own sample images.
    public let url: String?

    public init(text: String, url: String?) {
        self.text = text
        self.url = url
    }
}
