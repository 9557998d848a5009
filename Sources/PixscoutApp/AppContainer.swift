import CurlKit
import PixscoutModel
import Swinject

/// The composition root: the one place that knows which implementation serves each protocol.
public enum AppContainer {
    public static func make(configuration: AppConfiguration) -> Container {
        let container = Container()
        container.register(CurlMulti.self) { _ in CurlMulti() }
            .inObjectScope(.container)
        container.register((any Networking).self) { resolver in
            Network(multi: resolver.resolve(CurlMulti.self)!)
        }
        .inObjectScope(.container)
        container.register((any ImageSearching).self) { resolver in
            ImageSearch(
                network: resolver.resolve((any Networking).self)!,
                baseURL: configuration.apiBaseURL,
                apiKey: configuration.apiKey)
        }
        return container
    }
}
