import XCTest

/// Waits, letting the main actor run, until `condition` holds; on timeout the test fails at
/// the caller's line, saying what it waited for.
@MainActor
@discardableResult
func waitUntil(
    _ what: @autoclosure () -> String, timeout: Duration = .seconds(5),
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
