/// One site named in the footer with a link to its site, as Pexels asks wherever its photos
/// are shown.
public struct AttributionLink: Equatable, Sendable {
    public let name: String
    public let url: String

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}
