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
        _ = try await ImageDownloader(multi: CurlMulti()).download(server.rootURL + "images/large/0007.jpg",
            to: destination, replacing: true) {
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
            try await ImageDownloader(multi: CurlMulti()).download(url, to: destination,
                replacing: true) { progress.add($0, $1) }
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
            _ = try await ImageDownloader(multi: CurlMulti()).download(server.rootURL + "images/large/none.jpg",
                to: destination, replacing: true) { _, _ in }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .network(.requestRejected(status: 404)))
        }
        XCTAssertEqual(visibleFiles, [])
    }

    func testAFolderThatCannotBeWrittenIsExplained() async {
        let destination = URL(fileURLWithPath: "/proc/pixscout-cannot-write/x.jpg")
        do {
            _ = try await ImageDownloader(multi: CurlMulti()).download(server.rootURL + "images/large/0001.jpg",
                to: destination, replacing: true) { _, _ in }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .cannotWrite(folder: "/proc/pixscout-cannot-write"))
        }
    }

    func testACancelledTransfersFileIsClosedByTheNetworkThreadOnceLibcurlLetsGo() async throws {
        try await server.inject("drip", ["scope": "images", "bytes": "512", "interval_ms": "20"])
        let multi = CurlMulti()
        let file = ClosingWatchedFile()
        let progress = ProgressLog()
        let request = CurlRequest(url: server.rootURL + "images/large/0001.jpg", bodyFile: file) { progress.add($0,
            $1) }
        let transfer = Task { try await multi.perform(request) }
        await poll("the transfer to be under way") { (progress.last?.received ?? 0) >= 1024 }
        transfer.cancel()
        _ = await transfer.result
        await poll("the file closed") { file.closingThread != nil }
        XCTAssertEqual(file.closingThread, CurlMulti.threadName, "closed where it is written, never by the caller")
    }

    func testWhatIsNotAnImageIsNotSaved() async throws {
        try await server.inject("html-image")
        let destination = folder.appendingPathComponent("page.jpg")
        do {
            _ = try await ImageDownloader(multi: CurlMulti()).download(server.rootURL + "images/large/0002.jpg",
                to: destination, replacing: true) { _, _ in }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .notAnImage)
        }
        XCTAssertEqual(visibleFiles, [], "neither the page nor a partial file is kept")
    }

    func testASavedFileCarriesTheExtensionOfItsBytesAndNeverReplacesAnotherFile() async throws {
        let chosen = folder.appendingPathComponent("launcher.desktop")
        try Data("keep me".utf8).write(to: folder.appendingPathComponent("launcher.jpg"))
        let saved = try await ImageDownloader(multi: CurlMulti()).download(server.rootURL + "images/large/0003.jpg",
            to: chosen, replacing: true) { _, _ in }
        XCTAssertEqual(saved.lastPathComponent, "launcher-2.jpg",
            "a JPEG is saved as one, beside the file already called so")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("launcher.jpg")), Data("keep me".utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: chosen.path))
        let same = try await ImageDownloader(multi: CurlMulti()).download(
            server.rootURL + "images/large/0003.jpg", to: folder.appendingPathComponent("photo.JPEG"),
                replacing: true) { _, _ in }
        XCTAssertEqual(same.lastPathComponent, "photo.JPEG", "a name that already fits is kept as chosen")
    }

    func testAFileThePersonDidNotAgreeToReplaceIsKeptAndTheImageGoesBesideIt() async throws {
        let chosen = folder.appendingPathComponent("photo.jpg")
        try Data("keep me".utf8).write(to: chosen)
        let saved = try await ImageDownloader(multi: CurlMulti()).download(
            server.rootURL + "images/large/0003.jpg", to: chosen, replacing: false) { _, _ in }
        XCTAssertEqual(saved.lastPathComponent, "photo-2.jpg")
        XCTAssertEqual(try Data(contentsOf: chosen), Data("keep me".utf8))
        let replaced = try await ImageDownloader(multi: CurlMulti()).download(
            server.rootURL + "images/large/0003.jpg", to: chosen, replacing: true) { _, _ in }
        XCTAssertEqual(replaced, chosen)
        XCTAssertNotEqual(try Data(contentsOf: chosen), Data("keep me".utf8), "replaced when the person said so")
    }

    func testSampleImagesAreCopiedTheSameWay() async throws {
        let destination = folder.appendingPathComponent("sample.jpg")
        let source = RepositoryPaths.data.appendingPathComponent("webformat/0003.jpg")
        _ = try await ImageDownloader(multi: CurlMulti(), localRoot: RepositoryPaths.data)
            .download(source.absoluteString, to: destination, replacing: true) { _, _ in }
        XCTAssertEqual(try Data(contentsOf: destination), try Data(contentsOf: source))
    }
}

/// A body file that remembers which thread closed it.
final class ClosingWatchedFile: CurlBodyFile, @unchecked Sendable {
    private let lock = NSLock()
    private var thread: String?

    var closingThread: String? { lock.withLock { thread } }

    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        true
    }

    func close() {
        let name = Thread.current.name
        lock.withLock { thread = name }
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
