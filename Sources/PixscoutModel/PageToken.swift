/// Where a page of results starts, in the provider's own terms: a page number for Pixabay
/// and Openverse, a result offset (`continue.gsroffset`) for Wikimedia Commons.
public struct PageToken: Sendable, Hashable {
    public let value: Int

    public init(_ value: Int) {
        self.value = value
    }
}
