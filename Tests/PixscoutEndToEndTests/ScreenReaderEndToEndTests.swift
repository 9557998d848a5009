import Foundation
import PixscoutTestSupport
import XCTest

/// What a screen reader hears of a result, read from the accessibility tree (AT-SPI) as Orca
/// reads it: all that its row or tile shows, the library and where else it is included, and
/// what its licence allows in words.
final class ScreenReaderEndToEndTests: AllSitesTestCase {
    private static let licenceTerms = ["No credit needed", "Credit required", "Not for commercial use"]

    override var readsAccessibility: Bool { true }

    /// The names of the results a screen reader finds that come from two libraries, paging down
    /// until some show.
    private func namesOfSharedResults() throws -> [String] {
        for _ in 0..<8 {
            let shared = try app.accessibleObjects().map(\.name).filter { $0.contains(", also on ") }
            if !shared.isEmpty { return shared }
            try app.press("Page_Down")
            try app.barrier()
        }
        return []
    }

    private func checkSaysAllARowShows(_ names: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(names.isEmpty, "a result from two libraries is read", file: file, line: line)
        for name in names {
            XCTAssertTrue(name.contains("Openverse, also on Wikimedia Commons")
                || name.contains("Wikimedia Commons, also on Openverse"), name, file: file, line: line)
            XCTAssertTrue(Self.licenceTerms.contains { name.contains($0) }, "the licence in words: \(name)",
                file: file, line: line)
            XCTAssertTrue(name.contains(" × "), "the size: \(name)", file: file, line: line)
        }
    }

    func testAMergedRowAndItsGridTileAreReadWithTheirSitesAndWhatTheirLicenceAllows() throws {
        let expected = try expectedRows("blue")
        let before = app.events.count
        try search("blue")
        try app.waitForEvent(after: before) { $0.searchStatus?.isResults(for: "blue", count: expected.count) == true }
        try app.press("Down")
        try app.barrier()
        checkSaysAllARowShows(try namesOfSharedResults())
        let grid = app.events.count
        try app.press("ctrl+2")
        try app.waitForEvent(.resultsLayout("grid"), after: grid)
        try app.barrier()
        checkSaysAllARowShows(try namesOfSharedResults())
    }

    func testTheDetailPaneIsReadInTheOrderItIsSeen() throws {
        _ = try search("blue")
        // Down to a result with tags (Pixabay's have them).
        var read: [String] = []
        for _ in 0..<10 where !read.contains(where: { $0.hasPrefix("Tags: ") }) {
            let before = app.events.count
            try app.press("Down")
            try app.waitForEvent(after: before) { $0.kind == .detailImage }
            try app.barrier()
            let names = try app.accessibleObjects().map(\.name)
            read = Array(names[(names.firstIndex(of: "Selected image") ?? names.endIndex)...])
        }
        let tags = try XCTUnwrap(read.firstIndex { $0.hasPrefix("Tags: ") }, "\(read)")
        let licence = try XCTUnwrap(read.firstIndex(of: "Licence:"), "\(read)")
        let source = try XCTUnwrap(read.firstIndex { $0.hasPrefix("From ") }, "\(read)")
        XCTAssertLessThan(tags, licence, "\(read)")
        XCTAssertLessThan(licence, source, "\(read)")
        XCTAssertNotEqual(read[tags], "Tags: search for one", "the tags themselves are read")
    }
}
