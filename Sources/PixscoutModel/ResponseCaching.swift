import Foundation

/// Keeps API responses for Pixabay's required 24 hours, keyed by the request without its key.
public protocol ResponseCaching: Sendable {
    func response(for key: String) -> Data?
    func store(_ body: Data, for key: String)
}
