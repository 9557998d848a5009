import XCTest

/// Waits, letting the main actor run, until `condition` holds; on timeout the test fails at
/// the caller's line, saying what it waited for.
@MainActor
@discardableResult
func waitUntil(
    _ what: @autoclosure () -> String, timeout: Duration = .seconds(30),
    file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline {
            XCTFail("timed out waiting for \(what())", file: file, line: line)
            return false
        }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}

/// Waits without letting the main actor run, as when it is busy laying out a frame, until
/// `condition` holds (it must come true on other threads); on timeout the test fails at the
/// caller's line, saying what it waited for.
@MainActor
func waitBlockingTheMainActor(
    until what: @autoclosure () -> String, timeout: Duration = .seconds(30),
    file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
) {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline {
            XCTFail("timed out waiting for \(what()) with the main actor busy", file: file, line: line)
            return
        }
        Thread.sleep(forTimeInterval: 0.001)
    }
}
