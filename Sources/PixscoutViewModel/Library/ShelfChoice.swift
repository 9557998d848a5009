/// A shelf of the library as the shelf chooser lists it: Starred, a collection, Used Images,
/// History.
public struct ShelfChoice: Equatable, Sendable {
    public let id: String
    public let name: String
    /// True for a collection the person made, which they can rename or delete.
    public let isCollection: Bool

    public init(id: String, name: String, isCollection: Bool) {
        self.id = id
        self.name = name
        self.isCollection = isCollection
    }
}
