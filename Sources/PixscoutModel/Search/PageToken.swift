/// Where a page of results starts, in the site's own terms: a page number for Pixabay and
/// Openverse; for Wikimedia Commons, a result offset and the `continue` values to send back.
public struct PageToken: Sendable, Hashable {
    public let value: Int
    /// Parameters the site asked to have sent back with the next request.
    public let continuation: [String: String]

    public init(_ value: Int, continuation: [String: String] = [:]) {
        self.value = value
        self.continuation = continuation
    }
}
