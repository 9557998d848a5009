import XCTest
@testable import PixscoutViewModel

final class ObservablePropertyTests: XCTestCase {
    func testAnObserverHearsTheCurrentValueThenEveryChange() {
        MainActor.assumeIsolated {
            let writer = PropertyWriter(1)
            var heard: [Int] = []
            let token = writer.property.observe { heard.append($0) }
            writer.value = 2
            writer.value = 3
            XCTAssertEqual(heard, [1, 2, 3])
            withExtendedLifetime(token) {}
        }
    }

    func testReleasingTheTokenEndsTheObservation() {
        MainActor.assumeIsolated {
            let writer = PropertyWriter("a")
            var heard: [String] = []
            var token: ObservationToken? = writer.property.observe { heard.append($0) }
            writer.value = "b"
            token = nil
            writer.value = "c"
            XCTAssertNil(token)
            XCTAssertEqual(heard, ["a", "b"])
        }
    }

    func testAChangeStreamsObserversHearWhatIsSentAfterTheyStarted() {
        MainActor.assumeIsolated {
            let sender = ChangeSender<Int>()
            sender.send(1)
            var heard: [Int] = []
            let token = sender.stream.observe { heard.append($0) }
            sender.send(2)
            XCTAssertEqual(heard, [2])
            withExtendedLifetime(token) {}
        }
    }
}
