import XCTest
@testable import PixscoutViewModel

final class ObservablePropertyTests: XCTestCase {
    func testAnObserverHearsTheCurrentValueThenEveryChange() {
        MainActor.assumeIsolated {
            let property = ObservableProperty(1)
            var heard: [Int] = []
            let token = property.observe { heard.append($0) }
            property.value = 2
            property.value = 3
            XCTAssertEqual(heard, [1, 2, 3])
            withExtendedLifetime(token) {}
        }
    }

    func testReleasingTheTokenEndsTheObservation() {
        MainActor.assumeIsolated {
            let property = ObservableProperty("a")
            var heard: [String] = []
            var token: ObservationToken? = property.observe { heard.append($0) }
            property.value = "b"
            token = nil
            property.value = "c"
            XCTAssertNil(token)
            XCTAssertEqual(heard, ["a", "b"])
        }
    }
}
