/// A site a person can search, as the site chooser lists it.
public struct SiteChoice: Equatable, Sendable {
    public let id: String
    public let name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
