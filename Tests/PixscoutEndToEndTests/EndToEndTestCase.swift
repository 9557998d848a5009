import Foundation
import PixscoutTestSupport
import XCTest

/// Starts `scripts/serve-fixtures` and the real app pointed at it, for each test.
class EndToEndTestCase: XCTestCase {
    static let key = "e2e-key"
    var server: FixtureServer!
    var app: AppUnderTest!

    /// Extra `serve-fixtures` arguments for this class's tests.
    var serverArguments: [String] { [] }

    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
        server = try FixtureServer(arguments: ["--key", Self.key] + serverArguments)
        app = try AppUnderTest(arguments: ["--api-url", server.apiURL], environment: ["PIXABAY_API_KEY": Self.key])
    }

    override func tearDown() {
        app = nil
        server?.stop()
    }
}
