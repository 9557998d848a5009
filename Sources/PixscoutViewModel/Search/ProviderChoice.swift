/// A library a person can search, as the provider chooser lists it.
public struct ProviderChoice: Equatable, Sendable {
    public let id: String
    public let name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
