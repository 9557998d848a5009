import CurlKit
import Foundation
import PixscoutModel
import PixscoutView
import PixscoutViewModel
import Swinject
import XCTest
@testable import PixscoutApp

@MainActor
private func makeContainer(_ configuration: AppConfiguration = AppConfiguration()) -> Container {
    AppContainer.make(configuration: configuration)
}

/// The composition root is built on the main thread, where XCTest runs tests.
final class AppContainerTests: XCTestCase {
    func testEveryRegisteredServiceResolves() {
        MainActor.assumeIsolated {
            let container = makeContainer()
            let key = APIKey("k")!
            XCTAssertNotNil(container.resolve(CurlMulti.self))
            XCTAssertNotNil(container.resolve((any Networking).self))
            XCTAssertNotNil(container.resolve((any Preconnecting).self))
            XCTAssertNotNil(container.resolve((any ResponseCaching).self))
            XCTAssertNotNil(container.resolve(ImageCache.self))
            XCTAssertNotNil(container.resolve((any ImageFetching).self))
            XCTAssertNotNil(container.resolve((any ImageDownloading).self))
            XCTAssertNotNil(container.resolve((any PreviewDecoding).self))
            XCTAssertNotNil(container.resolve((any ImageProviding).self, name: "pixabay", argument: key))
            XCTAssertNotNil(container.resolve(ImageSearchSource.self, name: "pixabay", argument: key))
            for provider in ["openverse", "commons", "sample"] {
                XCTAssertNotNil(container.resolve((any ImageProviding).self, name: provider), provider)
                XCTAssertNotNil(container.resolve(ImageSearchSource.self, name: provider), provider)
            }
            XCTAssertNotNil(container.resolve(Optional<any ViewProbing>.self))
            XCTAssertNotNil(container.resolve((any URLOpening).self))
            XCTAssertNotNil(container.resolve((any ClipboardWriting).self))
            XCTAssertNotNil(container.resolve(AppSourceCatalog.self))
            XCTAssertNotNil(container.resolve((any ImageSearchListViewModeling).self))
            XCTAssertNotNil(container.resolve((any PreferencesViewModeling).self))
        }
    }

    func testTheAppSharesOneMultiHandleThatSaysWhoItIs() {
        MainActor.assumeIsolated {
            let container = makeContainer()
            XCTAssertTrue(container.resolve(CurlMulti.self)! === container.resolve(CurlMulti.self)!)
            XCTAssertTrue(AppInfo.userAgent.hasPrefix("Pixscout/\(AppInfo.version) (https://"), AppInfo.userAgent)
            XCTAssertTrue(AppInfo.userAgent.contains(") libcurl/7."), AppInfo.userAgent)
        }
    }

    func testEachProviderTrustsItsOwnPages() {
        MainActor.assumeIsolated {
            let container = makeContainer()
            let pixabay = container.resolve((any ImageProviding).self, name: "pixabay", argument: APIKey("k")!)!
            XCTAssertEqual(pixabay.description.linkPolicy.allowedHost, "pixabay.com")
            let local = makeContainer(AppConfiguration(provider: .pixabay, apiURL: "http://127.0.0.1:8000/api/"))
                .resolve((any ImageProviding).self, name: "pixabay", argument: APIKey("k")!)!
            XCTAssertEqual(local.description.linkPolicy.allowedHost, "127.0.0.1")
            let openverse = container.resolve((any ImageProviding).self, name: "openverse")!
            XCTAssertNil(openverse.description.linkPolicy.allowedHost, "Openverse's pages live on many sites")
            XCTAssertEqual(openverse.description.homeURL, "https://openverse.org/")
        }
    }

    func testPixabayIsOnlyOfferedWithAKey() {
        MainActor.assumeIsolated {
            let catalog = makeContainer().resolve(AppSourceCatalog.self)!
            XCTAssertNil(catalog.source(for: .pixabay))
            XCTAssertNotNil(catalog.source(for: .openverse))
            catalog.apiKey = APIKey("k")
            XCTAssertEqual(catalog.source(for: .pixabay)?.provider.description.id, .pixabay)
        }
    }
}
