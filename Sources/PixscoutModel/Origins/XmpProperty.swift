/// An XMP property's name: its namespace's URI and its local name, never a prefix.
struct XmpProperty: Hashable, Sendable {
    let namespace: String
    let name: String

    init(_ namespace: String, _ name: String) {
        self.namespace = namespace
        self.name = name
    }
}
