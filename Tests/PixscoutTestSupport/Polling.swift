import Foundation
import XCTest

/// Checks `condition` every few milliseconds until it holds; on timeout the test fails at the
/// caller's line, saying what it waited for. For tests off the main actor.
@discardableResult
public func poll(
    _ what: @autoclosure () -> String, timeout: Duration = .seconds(30),
    file: StaticString = #filePath, line: UInt = #line, _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while try await !condition() {
        if ContinuousClock.now > deadline {
            XCTFail("timed out waiting for \(what())", file: file, line: line)
            return false
        }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
