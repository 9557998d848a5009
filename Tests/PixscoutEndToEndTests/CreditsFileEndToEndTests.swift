import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Save to Folder twice into one folder whose name is not plain ASCII: CREDITS.md credits every
/// image saved there, and keeps what the person wrote in it.
class CreditsFileTestCase: EndToEndTestCase {
    /// The desktop's Pictures folder, where Save to Folder's dialog opens.
    var picturesName: String { "Pictures" }
    private var pictures: URL { app.home.appendingPathComponent(picturesName) }
    private var creditsFile: URL { pictures.appendingPathComponent("CREDITS.md") }

    override func prepareHome(_ home: URL) throws {
        let pictures = home.appendingPathComponent(picturesName)
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config"),
            withIntermediateDirectories: true)
        try "XDG_PICTURES_DIR=\"\(pictures.path)\"\n"
            .write(to: home.appendingPathComponent("config/user-dirs.dirs"), atomically: true, encoding: .utf8)
    }

    /// Selects `count` results from the one at `first` (0-based) and saves them to the Pictures
    /// folder; the notice ends with `creditsNote`.
    private func save(_ count: Int, from first: Int, creditsNote: String = "Their credits are in CREDITS.md.") throws {
        try app.press("Home")
        for _ in 0..<first { try app.press("Down") }
        try app.barrier()
        let mark = app.events.count
        for _ in 1..<count { try app.press("shift+Down") }
        try app.barrier()
        let selected = app.events(since: mark) { $0.kind == .selectedCount }
        XCTAssertEqual(selected.last ?? .selectedCount(1), .selectedCount(count))
        let before = app.events.count
        try app.press("ctrl+shift+s")
        try app.press(["Return"],
            inWindowTitled: count == 1 ? "Save 1 Image to a Folder" : "Save \(count) Images to a Folder")
        let images = count == 1 ? "1 image" : "\(count) images"
        let saved = "\(images) saved in “\(picturesName)”. \(creditsNote)"
        try app.waitForEvent(.notice(saved), after: before)
    }

    private func creditedFiles() throws -> [String] {
        let credits = try String(contentsOf: creditsFile, encoding: .utf8)
        return try FileManager.default.contentsOfDirectory(atPath: pictures.path).filter { $0.hasSuffix(".jpg") }
            .filter {
            credits.contains("- **\($0.replacingOccurrences(of: "_", with: "\\_"))**: ")
        }
    }

    /// Two saves credit all four images; an edited credits file keeps the person's lines.
    func checkTwoSavesCreditEveryImageAndKeepThePersonsLines() throws {
        try app.waitForEvent(.libraryAttached(opened: true))
        _ = try search("sun")
        try app.press("Down")
        try app.waitForEvent(.selectedCount(1))
        try save(2, from: 0)
        try save(2, from: 2)
        let afterTwoSaves = try String(contentsOf: creditsFile, encoding: .utf8)
        XCTAssertEqual(try creditedFiles().count, 4, afterTwoSaves)

        let edited = try String(contentsOf: creditsFile, encoding: .utf8)
            .replacingOccurrences(of: "is licensed under", with: "(modified: cropped) is licensed under")
            .replacingOccurrences(of: "is free to use under",
                with: "(modified: cropped) is free to use under") + "Thanks to my team.\n"
        try edited.write(to: creditsFile, atomically: true, encoding: .utf8)
        try save(1, from: 4, creditsNote: "Their credits were added to CREDITS.md, keeping your own lines there.")
        let credits = try String(contentsOf: creditsFile, encoding: .utf8)
        XCTAssertTrue(credits.contains("(modified: cropped)"), credits)
        XCTAssertTrue(credits.hasSuffix("Thanks to my team.\n"), credits)
        XCTAssertEqual(try creditedFiles().count, 5, credits)
    }
}

final class CreditsFileInAJapaneseFolderEndToEndTests: CreditsFileTestCase {
    override var picturesName: String { "画像" }

    func testTwoSavesCreditAllFourImagesAndAnEditedCreditsFileKeepsThePersonsLines() throws {
        try checkTwoSavesCreditEveryImageAndKeepThePersonsLines()
    }
}

final class CreditsFileInAFolderWithPatternCharactersEndToEndTests: CreditsFileTestCase {
    override var picturesName: String { "50%_off" }

    func testTwoSavesCreditAllFourImagesAndAnEditedCreditsFileKeepsThePersonsLines() throws {
        try checkTwoSavesCreditEveryImageAndKeepThePersonsLines()
    }
}
