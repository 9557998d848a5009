import CurlKit
import PixscoutModel
import Swinject
import XCTest
@testable import PixscoutApp

final class AppContainerTests: XCTestCase {
    func testEveryRegisteredServiceResolves() {
        let container = AppContainer.make(configuration: AppConfiguration())
        XCTAssertNotNil(container.resolve(CurlMulti.self))
        XCTAssertNotNil(container.resolve((any Networking).self))
        XCTAssertNotNil(container.resolve((any ImageSearching).self))
    }

    func testTheAppSharesOneMultiHandle() {
        let container = AppContainer.make(configuration: AppConfiguration())
        XCTAssertTrue(container.resolve(CurlMulti.self)! === container.resolve(CurlMulti.self)!)
    }
}
