/// A collection a person made, and how many images it holds.
public struct LibraryCollection: Sendable, Equatable, Hashable {
    public let id: Int64
    public let name: String
    public let count: Int

    public init(id: Int64, name: String, count: Int) {
        self.id = id
        self.name = name
        self.count = count
    }
}
