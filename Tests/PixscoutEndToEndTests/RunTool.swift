import Foundation
import XCTest

/// Runs `tool` to its end and returns what it printed (standard output and error together);
/// the test fails, showing that, unless it exits 0.
@discardableResult
func runTool(
    _ tool: String, _ arguments: [String], environment: [String: String]? = nil, file: StaticString = #filePath,
        line: UInt = #line
) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments.joined(separator: " ")):\n\(text)", file: file,
        line: line)
    return text
}
