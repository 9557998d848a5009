import Foundation
import XCTest
@testable import PixscoutModel

/// CREDITS.md keeps every credit and every line the person wrote in it.
final class CreditsFileTests: XCTestCase {
    private func saved(_ numbers: [Int]) -> CreditsDocument {
        CreditsDocument(numbers.map { CreditsDocument.Entry(LibraryImages.kitten($0), fileName: "kitten-\($0).jpg") })
    }

    func testANewFileHoldsEveryCreditBetweenPixscoutsMarks() {
        let (text, kept) = CreditsFile.updated(nil, with: saved([1, 2]))
        XCTAssertFalse(kept)
        XCTAssertTrue(text.hasPrefix("# Image credits\n\n"), text)
        XCTAssertTrue(text.contains("\n" + CreditsFile.beginMark + "\n- **kitten-1.jpg**: "), text)
        XCTAssertTrue(text.contains("- **kitten-2.jpg**: "), text)
        XCTAssertTrue(text.hasSuffix(CreditsFile.endMarkSuffix + "\n"), text)
    }

    func testAnUnchangedFileIsWrittenAgainWithTheNewCredits() {
        let first = CreditsFile.updated(nil, with: saved([1])).text
        let (second, kept) = CreditsFile.updated(first, with: saved([1, 2]))
        XCTAssertFalse(kept)
        XCTAssertEqual(second, CreditsFile.updated(nil, with: saved([1, 2])).text)
    }

    func testLinesThePersonAddedAroundPixscoutsPartStayAndAreNotCreditedTwice() {
        let first = CreditsFile.updated(nil, with: saved([1])).text
        let edited = "Logo: drawn by me.\n\n" + first + "\n- **kitten-9.jpg**: my own words for this one.\n"
        let (text, kept) = CreditsFile.updated(edited, with: saved([1, 2, 9]))
        XCTAssertTrue(kept)
        XCTAssertTrue(text.hasPrefix("Logo: drawn by me.\n\n# Image credits"), text)
        XCTAssertTrue(text.hasSuffix("\n- **kitten-9.jpg**: my own words for this one.\n"), text)
        XCTAssertEqual(text.components(separatedBy: "**kitten-9.jpg**").count, 2,
            "credited once, in the person's words")
        XCTAssertTrue(text.contains("- **kitten-2.jpg**: "), text)
    }

    func testALineThePersonChangedInsideIsKeptAndNewCreditsAreAddedAfterIt() {
        let first = CreditsFile.updated(nil, with: saved([1])).text
        let edited = first.replacingOccurrences(of: "is licensed under", with: "(modified: cropped) is licensed under")
        let (text, kept) = CreditsFile.updated(edited, with: saved([1, 2]))
        XCTAssertTrue(kept)
        XCTAssertTrue(text.contains("(modified: cropped) is licensed under"), text)
        XCTAssertTrue(text.contains("- **kitten-2.jpg**: "), text)
        let (again, _) = CreditsFile.updated(text, with: saved([1, 2, 3]))
        XCTAssertTrue(again.contains("(modified: cropped)"), "the change is kept at every later save too")
        XCTAssertTrue(again.contains("- **kitten-3.jpg**: "), again)
        XCTAssertEqual(again.components(separatedBy: "**kitten-2.jpg**").count, 2)
    }

    func testAFileOfThePersonsOwnGainsPixscoutsPartAfterItsLines() {
        let own = "# Credits\n\nPhotos by my team."
        let (text, kept) = CreditsFile.updated(own, with: saved([1]))
        XCTAssertTrue(kept)
        XCTAssertTrue(text.hasPrefix(own + "\n\n" + CreditsFile.beginMark + "\n- **kitten-1.jpg**"), text)
    }

    func testTheFileIsUpdatedOnDiskAndSaysWhetherItKeptThePersonsLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-credits-file-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(CreditsFile.name)
        XCTAssertEqual(CreditsFile.update(file, with: saved([1])), .written)
        XCTAssertEqual(CreditsFile.update(file, with: saved([1, 2])), .written)
        try (try String(contentsOf: file, encoding: .utf8) + "Thanks, all.\n").write(to: file, atomically: true,
            encoding: .utf8)
        XCTAssertEqual(CreditsFile.update(file, with: saved([1, 2, 3])), .addedToYours)
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).hasSuffix("Thanks, all.\n"))
        try Data([0xFF, 0xFE, 0x00]).write(to: file)
        XCTAssertEqual(CreditsFile.update(file, with: saved([1])), .failed,
            "a file that is not text is not Pixscout's to change")
        XCTAssertEqual(try Data(contentsOf: file), Data([0xFF, 0xFE, 0x00]))
    }
}
