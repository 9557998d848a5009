import PixscoutModel

/// The libraries a person can choose, each made on demand by the factory the composition root
/// gives, with the Pixabay key in use.
@MainActor
public final class SourceCatalog {
    /// The Pixabay key in use; Pixabay cannot be chosen without one.
    public var apiKey: APIKey?
    private let make: @MainActor (ProviderID, APIKey?) -> ImageSearchSource?

    public init(apiKey: APIKey?, make: @escaping @MainActor (ProviderID, APIKey?) -> ImageSearchSource?) {
        self.apiKey = apiKey
        self.make = make
    }

    /// The source for `provider`, or nil when it cannot be used yet (Pixabay without a key).
    public func source(for provider: ProviderID) -> ImageSearchSource? {
        if provider == .pixabay, apiKey == nil { return nil }
        return make(provider, apiKey)
    }
}
