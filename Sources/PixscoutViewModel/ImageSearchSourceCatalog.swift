import PixscoutModel

/// Makes the source for each provider a person can choose; the composition root provides it.
@MainActor
public protocol ImageSearchSourceCatalog: AnyObject {
    /// The source for `provider`, or nil when it cannot be used yet (Pixabay without a key).
    func source(for provider: ProviderID) -> ImageSearchSource?
}
