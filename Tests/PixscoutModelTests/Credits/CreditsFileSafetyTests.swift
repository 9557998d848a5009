import Foundation
import Glibc
import XCTest
@testable import PixscoutModel

/// CREDITS.md cannot stall a save, be fooled by what a site sends, or lose the mode and the
/// links the person gave it.
final class CreditsFileSafetyTests: XCTestCase {
    private var folder: URL!
    private var file: URL { folder.appendingPathComponent(CreditsFile.name) }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-credits-safety-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func saved(_ images: [(ImageEntity, String)]) -> CreditsDocument {
        CreditsDocument(images.map { CreditsDocument.Entry($0.0, fileName: $0.1) })
    }

    /// `update` run on a thread of its own: a regression that blocks fails here instead of
    /// hanging the suite.
    private func updateWithoutWaiting(_ document: CreditsDocument) -> CreditsFile.Outcome? {
        let done = expectation(description: "the update returns at once")
        nonisolated(unsafe) var outcome: CreditsFile.Outcome?
        let file = self.file
        Thread.detachNewThread {
            outcome = CreditsFile.update(file, with: document)
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        return outcome
    }

    func testAFIFONamedCreditsIsRefusedAtOnceAndTheNextSaveWorks() throws {
        XCTAssertEqual(mkfifo(file.path, 0o644), 0)
        let document = saved([(LibraryImages.kitten(1), "kitten-1.jpg")])
        XCTAssertEqual(updateWithoutWaiting(document), .notAFile)
        try FileManager.default.removeItem(at: file)
        XCTAssertEqual(updateWithoutWaiting(document), .written)
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("- **kitten-1.jpg**: "))
    }

    func testAFolderOrALinkNamedCreditsIsLeftAlone() throws {
        let elsewhere = folder.appendingPathComponent("elsewhere.md")
        try "mine\n".write(to: elsewhere, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
        XCTAssertEqual(CreditsFile.update(file, with: saved([(LibraryImages.kitten(1), "kitten-1.jpg")])), .notAFile)
        XCTAssertEqual(try String(contentsOf: elsewhere, encoding: .utf8), "mine\n", "nothing written through it")
    }

    func testANameInALinksTargetNeverStopsAnotherImagesCredit() throws {
        let kitten = LibraryImages.kitten(1)
        let hostile = ImageEntity(
            site: .pexels, id: "7", title: "Sea", tags: [], pageURL: "https://x/**kitten-2.jpg**",
            previewURL: nil, imageURL: nil, largeImageURL: nil, license: kitten.license)
        XCTAssertEqual(CreditsFile.update(file, with: saved([(hostile, "pexels-7.jpg")])), .written)
        let first = try String(contentsOf: file, encoding: .utf8)
        XCTAssertFalse(first.contains("**kitten-2.jpg**"), "the target is escaped: \(first)")
        XCTAssertEqual(CreditsFile.creditedNames(in: first), ["**pexels-7.jpg**"])
        let both = saved([(hostile, "pexels-7.jpg"), (LibraryImages.kitten(2), "kitten-2.jpg")])
        XCTAssertEqual(CreditsFile.update(file, with: both), .written)
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("- **kitten-2.jpg**: "),
            "the later image is credited")
    }

    func testTheFilesModeAndItsHardLinksAreKept() throws {
        XCTAssertEqual(CreditsFile.update(file, with: saved([(LibraryImages.kitten(1), "kitten-1.jpg")])), .written)
        XCTAssertEqual(chmod(file.path, 0o600), 0)
        let linked = folder.appendingPathComponent("credits-linked.md")
        XCTAssertEqual(link(file.path, linked.path), 0)
        try (try String(contentsOf: file, encoding: .utf8) + "Thanks, all.\n").data(using: .utf8)!
            .write(to: linked, options: [])
        XCTAssertEqual(CreditsFile.update(file, with: saved([(LibraryImages.kitten(1), "kitten-1.jpg"),
            (LibraryImages.kitten(2), "kitten-2.jpg")])), .addedToYours)
        var info = stat()
        XCTAssertEqual(lstat(file.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600, "still the person's alone")
        XCTAssertEqual(info.st_nlink, 2, "still one file under both names")
        let text = try String(contentsOf: linked, encoding: .utf8)
        XCTAssertTrue(text.contains("- **kitten-2.jpg**: ") && text.hasSuffix("Thanks, all.\n"), text)
    }
}
