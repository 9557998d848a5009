import CurlKit
import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

final class ImageDownloaderTests: XCTestCase {
    private var server: FixtureServer!
    private var folder: URL!

    override func setUpWithError() throws {
        server = try FixtureServer()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-save-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    private var visibleFiles: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    func testADownloadReachesTheFileByteIdenticalWithProgress() async throws {
        let destination = folder.appendingPathComponent("saved.jpg")
        let progress = ProgressLog()
        try await ImageDownloader(multi: CurlMulti()).download(server.rootURL + "images/large/0007.jpg", to: destination) {
            progress.add($0, $1)
        }
        let expected = try Data(contentsOf: RepositoryPaths.data.appendingPathComponent("webformat/0007.jpg"))
        XCTAssertEqual(try Data(contentsOf: destination), expected)
        XCTAssertEqual(progress.last?.received, Int64(expected.count))
        XCTAssertEqual(visibleFiles, ["saved.jpg"], "no temporary file is left")
    }

    func testADownloadCancelledHalfwayLeavesNoFile() async throws {
        try await server.inject("drip", ["scope": "images", "bytes": "2000", "interval_ms": "100"])
        let destination = folder.appendingPathComponent("saved.jpg")
        let progress = ProgressLog()
        let url = server.rootURL + "images/large/0001.jpg"
        let download = Task {
            try await ImageDownloader(multi: CurlMulti()).download(url, to: destination) { progress.add($0, $1) }
        }
        await poll("the transfer to be under way") { (progress.last?.received ?? 0) >= 4000 }
        download.cancel()
        let result = await download.result
        XCTAssertThrowsError(try result.get()) { XCTAssertEqual($0 as? DownloadError, .cancelled) }
        XCTAssertEqual(visibleFiles, [], "neither the final name nor a partial file remains")
    }

    func testAnErrorStatusLeavesNoFile() async {
        let destination = folder.appendingPathComponent("missing.jpg")
        do {
            try await ImageDownloader(multi: CurlMulti()).download(server.rootURL + "images/large/none.jpg", to: destination) { _, _ in }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .network(.requestRejected(status: 404)))
        }
        XCTAssertEqual(visibleFiles, [])
    }

    func testAFolderThatCannotBeWrittenIsExplained() async {
        let destination = URL(fileURLWithPath: "/proc/pixscout-cannot-write/x.jpg")
        do {
            try await ImageDownloader(multi: CurlMulti()).download(server.rootURL + "images/large/0001.jpg", to: destination) { _, _ in }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .cannotWrite(folder: "/proc/pixscout-cannot-write"))
        }
    }

    func testSampleImagesAreCopiedTheSameWay() async throws {
        let destination = folder.appendingPathComponent("sample.jpg")
        let source = RepositoryPaths.data.appendingPathComponent("webformat/0003.jpg")
        try await ImageDownloader(multi: CurlMulti(), localRoot: RepositoryPaths.data)
            .download(source.absoluteString, to: destination) { _, _ in }
        XCTAssertEqual(try Data(contentsOf: destination), try Data(contentsOf: source))
    }
}

/// Progress reports, from whichever thread curl calls back on.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [(received: Int64, expected: Int64)] = []

    func add(_ received: Int64, _ expected: Int64) {
        lock.withLock { reports.append((received, expected)) }
    }

    var last: (received: Int64, expected: Int64)? {
        lock.withLock { reports.last }
    }
}
