import CurlKit
import Foundation
import PixscoutModel
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
            let key = APIKey("k")
            XCTAssertNotNil(container.resolve(CurlMulti.self))
            XCTAssertNotNil(container.resolve((any Networking).self))
            XCTAssertNotNil(container.resolve((any ImageFetching).self))
            XCTAssertNotNil(container.resolve((any ImageSearching).self, argument: key))
            XCTAssertNotNil(container.resolve((any PreviewDecoding).self))
            XCTAssertNotNil(container.resolve(ImageSearchSource.self, name: AppContainer.SourceName.pixabay, argument: key))
            XCTAssertNotNil(container.resolve(ImageSearchSource.self, name: AppContainer.SourceName.sample))
            XCTAssertNotNil(container.resolve((any URLOpening).self))
            XCTAssertNotNil(container.resolve((any ImageSearchListViewModeling).self))
            XCTAssertNotNil(container.resolve((any PreferencesViewModeling).self))
        }
    }

    func testTheAppSharesOneMultiHandle() {
        MainActor.assumeIsolated {
            let container = makeContainer()
            XCTAssertTrue(container.resolve(CurlMulti.self)! === container.resolve(CurlMulti.self)!)
        }
    }

    func testThePixabaySourceTrustsOnlyTheAPIsSite() {
        MainActor.assumeIsolated {
            let pixabay = makeContainer().resolve(ImageSearchSource.self, name: AppContainer.SourceName.pixabay, argument: APIKey("k"))!
            XCTAssertEqual(pixabay.linkPolicy.allowedHost, "pixabay.com")
            XCTAssertNil(pixabay.note)
            let local = makeContainer(AppConfiguration(apiBaseURL: "http://127.0.0.1:8000/api/"))
                .resolve(ImageSearchSource.self, name: AppContainer.SourceName.pixabay, argument: APIKey("k"))!
            XCTAssertEqual(local.linkPolicy.allowedHost, "127.0.0.1")
        }
    }

    func testTheSampleSourceSaysWhatItIs() {
        MainActor.assumeIsolated {
            let sample = makeContainer().resolve(ImageSearchSource.self, name: AppContainer.SourceName.sample)!
            XCTAssertTrue(sample.note?.contains("sample catalog") == true)
        }
    }
}
