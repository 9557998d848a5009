import PixscoutModel
import PixscoutViewModel
import Swinject

/// ``ImageSearchSourceCatalog`` from the container: Pixabay with the key in use, the others
/// as they are.
@MainActor
final class AppSourceCatalog: ImageSearchSourceCatalog {
    private let resolver: any Resolver
    /// The Pixabay key in use; Pixabay cannot be chosen without one.
    var apiKey: APIKey?

    init(resolver: any Resolver, apiKey: APIKey?) {
        self.resolver = resolver
        self.apiKey = apiKey
    }

    func source(for provider: ProviderID) -> ImageSearchSource? {
        if provider == .pixabay {
            guard let apiKey else { return nil }
            return resolver.resolve(ImageSearchSource.self, name: provider.rawValue, argument: apiKey)
        }
        return resolver.resolve(ImageSearchSource.self, name: provider.rawValue)
    }
}
