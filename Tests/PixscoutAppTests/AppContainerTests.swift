import CurlKit
import Foundation
import PixscoutModel
import PixscoutViewModel
import Swinject
import XCTest
@testable import PixscoutApp
@testable import PixscoutView

@MainActor
private func makeContainer(_ configuration: AppConfiguration = AppConfiguration()) -> Container {
    AppContainer.make(configuration: configuration)
}

/// The composition root is built on the main thread, where XCTest runs tests.
final class AppContainerTests: XCTestCase {
    func testEveryRegisteredServiceResolves() {
        MainActor.assumeIsolated {
            let container = makeContainer()
            let services: [(String, Any?)] = [
                ("CurlMulti", container.resolve(CurlMulti.self)), ("Network", container.resolve(Network.self)),
                ("Networking", container.resolve((any Networking).self)),
                    ("Preconnecting", container.resolve((any Preconnecting).self)),
                ("ResponseCaching", container.resolve((any ResponseCaching).self)),
                    ("ImageCache", container.resolve(ImageCache.self)),
                ("ImageFetching", container.resolve((any ImageFetching).self)),
                ("ImageDownloading", container.resolve((any ImageDownloading).self)),
                ("SiteFactory", container.resolve(SiteFactory.self)),
                    ("SiteCatalog", container.resolve(SiteCatalog.self)),
                ("ViewProbing", container.resolve(Optional<any ViewProbing>.self) as Any?),
                ("PreviewDecoding", container.resolve((any PreviewDecoding).self)),
                ("URLOpening", container.resolve((any URLOpening).self)),
                ("ClipboardWriting", container.resolve((any ClipboardWriting).self)),
                ("WallpaperSetting", container.resolve((any WallpaperSetting).self)),
                ("WindowViewModel", container.resolve(WindowViewModel.self)),
                    ("SiteKeyRules", container.resolve(SiteKeyRules.self)),
                ("PreferencesFactory", container.resolve(PreferencesFactory.self)),
            ]
            for (name, service) in services {
                XCTAssertNotNil(service, "\(name) resolves")
            }
            // What the app takes at start-up, through the same checked resolution.
            let app = AppServices(container: container)
            XCTAssertTrue(app.window === container.resolve(WindowViewModel.self))
            XCTAssertEqual(container.required(PreferencesFactory.self).make().keys.map(\.siteName),
                ["Pixabay", "Unsplash", "Pexels"])
        }
    }

    /// Each view model is registered and made once: what the window shows and each feature's
    /// part are given the very ones the window view model passes news between.
    func testWhatTheWindowShowsAndEachPartAreGivenTheViewModelsTheContainerShares() {
        MainActor.assumeIsolated {
            let container = makeContainer()
            let shown = container.required(MainWindow.Shown.self)
            let shared: [(String, AnyObject, AnyObject)] = [
                ("search", shown.search, container.required(SearchViewModel.self)),
                ("filters", shown.filters, container.required(FiltersViewModel.self)),
                ("results", shown.results, container.required(ResultsViewModel.self)),
                ("selection", shown.selection, container.required(SelectionViewModel.self)),
                ("messages", shown.messages, container.required(MessagesViewModel.self)),
                ("image actions", shown.imageActions, container.required(ImageActionsViewModel.self)),
                ("library", shown.library, container.required(LibraryViewModel.self)),
                ("folder save", shown.folderSave, container.required(FolderSaveViewModel.self)),
                ("toasts", shown.toasts, container.required(ToastViewModel.self)),
                ("mode", container.required(WindowViewModel.self).mode,
                    container.required(PropertyWriter<WindowMode>.self).property),
            ]
            for (name, given, registered) in shared {
                XCTAssertTrue(given === registered, "the window's \(name) is the registered one")
            }
            let parts = container.required([any WindowPart].self).map { String(describing: type(of: $0)) }
            XCTAssertEqual(parts, ["SaveImagePart", "FollowUpPart", "ImageActionsPart", "QuickLookPart", "FitPart",
                "LibraryPart", "DocumentCheckPart", "SiteRecheckPart", "PreferencesPart"])
            let attachment = container.required(LibraryAttachment.self)
            XCTAssertTrue(attachment === container.required(LibraryAttachment.self), "made once")
        }
    }

    func testNoResolverIsKeptOnceTheAppsServicesAreResolved() {
        MainActor.assumeIsolated {
            weak var released: Container?
            let resolver: StartupResolver
            do {
                let container = makeContainer()
                released = container
                resolver = StartupResolver(container)
            }
            let shellSearch = resolver.desktopSearchViewModel
            let services = resolver.services()
            XCTAssertFalse(resolver.holdsContainer)
            XCTAssertNil(released, "nothing holds the container once the app has what it needs")
            XCTAssertTrue(shellSearch === services.desktopSearch, "the Shell and the window share one desktop search")
            XCTAssertTrue(resolver.desktopSearchViewModel === services.desktopSearch)
        }
    }

    func testTheAppSharesOneMultiHandleThatSaysWhoItIs() {
        MainActor.assumeIsolated {
            let container = makeContainer()
            XCTAssertTrue(container.resolve(CurlMulti.self) === container.resolve(CurlMulti.self))
            XCTAssertTrue(AppInfo.userAgent.hasPrefix("Pixscout/\(AppInfo.version) (https://"), AppInfo.userAgent)
            XCTAssertTrue(AppInfo.userAgent.contains(") libcurl/7."), AppInfo.userAgent)
            XCTAssertTrue(container.resolve((any Networking).self) is GivingWayNetwork,
                "every answer is handed on from a thread that gives way to the main one")
        }
    }

    func testEachSiteTrustsItsOwnPages() {
        let pixabayKey: [SiteID: APIKey] = APIKey("k").map { [.pixabay: $0] } ?? [:]
        MainActor.assumeIsolated {
            let factory = makeContainer().resolve(SiteFactory.self)
            let pixabay = factory?.sites(for: .pixabay, keys: pixabayKey)?.description
            XCTAssertEqual(pixabay?.linkPolicy.allowedHost, "pixabay.com")
            let local = makeContainer(AppConfiguration(site: .pixabay, apiURL: "http://127.0.0.1:8000/api/"))
                .resolve(SiteFactory.self)?.sites(for: .pixabay, keys: pixabayKey)?.description
            XCTAssertEqual(local?.linkPolicy.allowedHost, "127.0.0.1")
            let openverse = factory?.sites(for: .openverse, keys: [:])?.description
            XCTAssertNil(openverse?.linkPolicy.allowedHost, "Openverse's pages live on many sites")
            XCTAssertEqual(openverse?.homeURL, "https://openverse.org/")
            let commons = factory?.sites(for: .commons, keys: [:])?.imageSites.first as AnyObject?
            XCTAssertTrue(commons === factory?.sites(for: .commons, keys: [:])?.imageSites.first as AnyObject?,
                "a keyless site is made once")
        }
    }

    func testPixabayIsOnlyOfferedWithAKey() {
        MainActor.assumeIsolated {
            let catalog = makeContainer().resolve(SiteCatalog.self)
            XCTAssertNil(catalog?.sites(for: .pixabay))
            XCTAssertNotNil(catalog?.sites(for: .openverse))
            catalog?.keys[.pixabay] = APIKey("k")
            XCTAssertEqual(catalog?.sites(for: .pixabay)?.description.id, .pixabay)
        }
    }

    func testAllSitesSearchesPixabayOnlyWithAKey() {
        MainActor.assumeIsolated {
            let catalog = makeContainer().resolve(SiteCatalog.self)
            XCTAssertEqual(catalog?.sites(for: .all)?.imageSites.map(\.description.id), [.openverse, .commons])
            catalog?.keys[.pixabay] = APIKey("k")
            let all = catalog?.sites(for: .all)
            XCTAssertEqual(all?.imageSites.map(\.description.id), [.openverse, .commons, .pixabay])
            XCTAssertEqual(all?.description.id, .all)
            XCTAssertNil(all?.description.linkPolicy.allowedHost, "each image's page is checked as any web page")
        }
    }
}
