import Foundation
import PixscoutModel
import XCTest
@testable import GtkKit
@testable import PixscoutApp

final class GivingWayNetworkTests: XCTestCase {
    func testAnAnswerIsHandedOnFromAThreadThatGivesWayToTheMainThread() async throws {
        let network = GivingWayNetwork(network: AnsweringNetwork())
        // A thread of its own, started by the main thread, whose priority it takes: the pool's may
        // have been lowered by earlier tests' previews.
        let executor = await MainActor.run { FreshThreadExecutor() }
        let (before, after, status) = try await Task(executorPreference: executor) {
            let before = (ThreadPriority.current, ThreadPriority.isBatch)
            let response = try await network.get("http://127.0.0.1/api/")
            return (before, (ThreadPriority.current, ThreadPriority.isBatch), response.status)
        }.value
        XCTAssertEqual(status, 200, "the answer is the network's")
        XCTAssertLessThan(before.0, ThreadPriority.background, "a thread that did not give way before the answer")
        XCTAssertFalse(before.1)
        XCTAssertEqual(after.0, ThreadPriority.background)
        XCTAssertTrue(after.1, "and, woken, does not take the core of the thread running")
    }

    func testAFailureIsHandedOnAsTheNetworkSaidIt() async {
        let network = GivingWayNetwork(network: FailingNetwork())
        do {
            _ = try await network.get("http://127.0.0.1/api/")
            XCTFail("a failure was passed over")
        } catch {
            XCTAssertEqual(error, .timedOut)
        }
    }
}

private struct AnsweringNetwork: Networking {
    func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        // Answers from another thread, as curl's does.
        await Task.detached { HTTPResponse(status: 200, body: Data("{}".utf8)) }.value
    }
}

private struct FailingNetwork: Networking {
    func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        throw .timedOut
    }
}

/// Runs its tasks' jobs on one new thread, which waits for them for as long as the tests run.
private final class FreshThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init() {
        Thread { [self] in
            while true {
                condition.lock()
                while jobs.isEmpty { condition.wait() }
                let job = jobs.removeFirst()
                condition.unlock()
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }
}
