/// An attribute, by its namespace's URI and local name.
public struct MarkupAttribute: Sendable, Equatable {
    public let namespace: String?
    public let name: String
    public let value: String

    public init(namespace: String?, name: String, value: String) {
        self.namespace = namespace
        self.name = name
        self.value = value
    }
}
