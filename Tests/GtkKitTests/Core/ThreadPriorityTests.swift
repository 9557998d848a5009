import Foundation
import XCTest
@testable import GtkKit

final class ThreadPriorityTests: XCTestCase {
    func testAThreadBesideTheMainOneGivesWayToItAndTheMainThreadKeepsItsPriority() {
        XCTAssertTrue(Thread.isMainThread)
        let mainPriority = ThreadPriority.current
        ThreadPriority.yieldToMainThread()
        XCTAssertEqual(ThreadPriority.current, mainPriority)
        XCTAssertFalse(ThreadPriority.isBatch)

        let lowered = expectation(description: "the other thread ran")
        let priorities = Box()
        Thread {
            priorities.before = ThreadPriority.current
            ThreadPriority.yieldToMainThread()
            ThreadPriority.yieldToMainThread()
            priorities.after = ThreadPriority.current
            priorities.isBatch = ThreadPriority.isBatch
            lowered.fulfill()
        }.start()
        wait(for: [lowered], timeout: 10)
        XCTAssertEqual(priorities.before, mainPriority)
        XCTAssertEqual(priorities.after, ThreadPriority.background)
        XCTAssertEqual(priorities.isBatch, true, "and does not take the main thread's core when it is woken")
        XCTAssertEqual(ThreadPriority.current, mainPriority)
        XCTAssertFalse(ThreadPriority.isBatch)
    }
}

private final class Box: @unchecked Sendable {
    var before: Int32?
    var after: Int32?
    var isBatch: Bool?
}
