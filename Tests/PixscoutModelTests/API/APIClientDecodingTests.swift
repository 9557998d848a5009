import Foundation
import XCTest
@testable import PixscoutModel

/// All sites' answers come almost at once: they are decoded one at a time, the first come first,
/// so that the first answer's rows are not held up by the others' decoding.
final class APIClientDecodingTests: XCTestCase {
    func testAnswersOfDifferentSitesAreDecodedOneAtATime() async throws {
        let clients = (0..<4).map { APIClient(network: StubNetwork.good(), cache: nil, siteName: "site \($0)") }
        let meter = OverlapMeter()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, client) in clients.enumerated() {
                group.addTask {
                    let request = APIRequest(url: "http://127.0.0.1:9/\(index)", cacheKey: "\(index)")
                    _ = try await client.fetch(request) { response in
                        // Long enough for the pool's other threads to start decoding meanwhile.
                        meter.measure { usleep(30_000) }
                        return response.body
                    }
                }
            }
            try await group.waitForAll()
        }
        XCTAssertEqual(meter.runs, 4)
        XCTAssertEqual(meter.mostAtOnce, 1, "one answer is decoded at a time")
    }

    func testADecodingThatFailsLetsTheNextAnswerBeDecoded() async throws {
        let client = APIClient(network: StubNetwork.good(), cache: nil, siteName: "site")
        let request = APIRequest(url: "http://127.0.0.1:9/", cacheKey: "page")
        do {
            _ = try await client.fetch(request) { (_: HTTPResponse) throws(NetworkError) -> Data in
                throw NetworkError.incorrectDataReturned
            }
            XCTFail("the failed decoding is thrown")
        } catch {
            XCTAssertEqual(error, .incorrectDataReturned)
        }
        let body = try await client.fetch(request) { $0.body }
        XCTAssertFalse(body.isEmpty, "the next answer was decoded")
    }
}

/// Counts how many calls of `measure` ran at once.
private final class OverlapMeter: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private(set) var mostAtOnce = 0
    private(set) var runs = 0

    func measure(_ work: () -> Void) {
        lock.withLock {
            running += 1
            runs += 1
            mostAtOnce = max(mostAtOnce, running)
        }
        work()
        lock.withLock { running -= 1 }
    }
}
