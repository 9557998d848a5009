/// Opens connections before they are needed, so that the requests that follow skip DNS, TCP
/// and TLS set-up.
public protocol Preconnecting: Sendable {
    /// Opens up to `count` connections to `origin` ("https://cdn.pixabay.com/"). Returns whether
    /// the server answered at all: false means it cannot be reached from here.
    @discardableResult
    func preconnect(to origin: String, count: Int) async -> Bool
}
