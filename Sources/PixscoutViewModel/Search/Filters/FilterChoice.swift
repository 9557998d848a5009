/// One choice in a filter list: what is stored, and what a person reads.
public struct FilterChoice: Equatable, Sendable {
    public let id: String
    public let label: String
}
