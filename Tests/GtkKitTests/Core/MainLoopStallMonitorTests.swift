import Glibc
import PixscoutTestSupport
import XCTest
@testable import GtkKit

/// The bench's stall figures say how each stall was spent: a main thread at work is told from
/// one that slept (on a busy machine, from one whose core another thread had).
final class MainLoopStallMonitorTests: GtkTestCase {
    func testAStallOfWorkSaysTheMainThreadRanAndAStallOfSleepSaysItDidNot() throws {
        try onGtkThread { try Self.measureAStallOfWorkAndOneOfSleep() }
    }

    @MainActor
    private static func measureAStallOfWorkAndOneOfSleep() throws {
        var stalls: [MainLoopStall] = []
        MainLoopStallMonitor.start { stalls.append($0) }
        defer { MainLoopStallMonitor.stop() }

        work(milliseconds: 40)
        iterateMainLoop(until: "the stall of work") { !stalls.isEmpty }
        let working = try XCTUnwrap(stalls.first)
        XCTAssertGreaterThanOrEqual(working.milliseconds, 36, "late by the work, less the timer's 4 ms")
        let ran = try XCTUnwrap(working.ranMilliseconds, "the kernel keeps threads' times")
        XCTAssertGreaterThanOrEqual(ran, 40, "the work's own time on a core")
        XCTAssertNotNil(working.waitedMilliseconds)

        stalls.removeAll()
        Thread.sleep(forTimeInterval: 0.04)
        iterateMainLoop(until: "the stall of sleep") { !stalls.isEmpty }
        let sleeping = try XCTUnwrap(stalls.first)
        XCTAssertGreaterThanOrEqual(sleeping.milliseconds, 36)
        XCTAssertLessThan(try XCTUnwrap(sleeping.ranMilliseconds), 20, "a sleeping thread does not run")
    }

    /// Keeps the main thread at work until it has run `milliseconds` on a core (not by the
    /// clock: on a busy machine the work takes longer).
    private static func work(milliseconds: Int) {
        let start = cpuTimeNanoseconds()
        while cpuTimeNanoseconds() - start < UInt64(milliseconds) * 1_000_000 {}
    }

    private static func cpuTimeNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
