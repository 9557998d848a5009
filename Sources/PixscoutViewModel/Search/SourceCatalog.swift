import PixscoutModel

/// The libraries a person can choose, each made on demand by the factory the composition root
/// gives, with the keys in use.
@MainActor
public final class SourceCatalog {
    /// The keys in use by library (Pixabay, Unsplash, Pexels): a library that needs a key
    /// cannot be chosen without one, and All libraries holds those that have one.
    public var keys: [ProviderID: APIKey]
    private let make: @MainActor (ProviderID, [ProviderID: APIKey]) -> ImageSearchSource?

    public init(
        keys: [ProviderID: APIKey], make: @escaping @MainActor (ProviderID, [ProviderID: APIKey]) -> ImageSearchSource?
    ) {
        self.keys = keys
        self.make = make
    }

    /// The source for `provider`, or nil when it cannot be used yet (a library without its key).
    public func source(for provider: ProviderID) -> ImageSearchSource? {
        if provider.needsKey, keys[provider] == nil { return nil }
        return make(provider, keys)
    }
}
