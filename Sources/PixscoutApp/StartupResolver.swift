import PixscoutViewModel
import Swinject

/// The composition root's container while Pixscout starts, and only then: the Shell's search
/// site (exported before Pixscout knows whether it is the first instance) builds its view
/// model from it on its first call, and ``services()`` takes what the app needs and lets the
/// container go. After that, nothing keeps a resolver.
@MainActor
final class StartupResolver {
    private var container: Container?
    private var desktopSearch: DesktopSearchViewModel?

    init(_ container: Container) {
        self.container = container
    }

    /// Whether the container is still held: until ``services()``.
    var holdsContainer: Bool { container != nil }

    /// The desktop search's view model: resolved on first use while starting, the app's own
    /// once its services are resolved.
    var desktopSearchViewModel: DesktopSearchViewModel {
        if let desktopSearch { return desktopSearch }
        guard let container else { preconditionFailure("the services take the desktop search when they are resolved") }
        let resolved = container.required(DesktopSearchViewModel.self)
        desktopSearch = resolved
        return resolved
    }

    /// What the app takes from the container, resolved once; the container is let go.
    func services() -> AppServices {
        guard let container else { preconditionFailure("the app's services are resolved once") }
        let services = AppServices(container: container)
        desktopSearch = services.desktopSearch
        self.container = nil
        return services
    }
}
