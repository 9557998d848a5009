import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Save to Folder does exactly what it asked about: Replace, Keep Both or Skip for every file it
/// named, a new question when something changed since, and no image of a batch replacing another.
/// Its view model alone, over stubs of the selection, the site, the downloader and the library.
@MainActor
final class FolderSaveViewModelTests: LedgerTestCase {
    private var selection: StubSelectedImages!
    private var save: FolderSaveViewModel!

    /// Save to Folder over `images` (the site's first four by default), the library open.
    private func made(_ images: [ImageEntity] = (1...4).map { makeImage(id: $0) }) {
        let ground = ground(images)
        selection = ground.selection
        save = FolderSaveViewModel(access: ground.access, selection: selection, active: ground.active,
            messages: ground.messages, recorder: ground.recorder, fitter: StubFitter())
    }

    private func commons(_ id: Int, file: String) -> ImageEntity {
        ImageEntity(
            site: .commons, id: String(id), title: file, pageURL: "https://commons.wikimedia.org/wiki/File:\(file)",
            previewURL: "https://upload.example/thumb/\(id).jpg", imageURL: nil, largeImageURL: nil,
            downloadURL: "https://upload.example/\(file)",
                license: .creativeCommons(code: "cc0", version: "1.0", url: nil))
    }

    private func saveAll(answer: FolderConflictAnswer) async throws {
        let request = try XCTUnwrap(save.request(savingSelectionTo: folder.path))
        XCTAssertNil(save.save(request, answer: answer))
        await waitUntil("saved") { self.save.progress.value == nil && self.notices.last?.contains("saved") == true }
    }


    private func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testSkipSavesOnlyTheImagesWhoseFilesAreNotThereYet() async throws {
        made()
        try Data("mine".utf8).write(to: folder.appendingPathComponent("pixabay-2.jpg"))
        selection.select(IndexSet(0...2))
        try await saveAll(answer: .skip)
        XCTAssertEqual(try files(), ["CREDITS.md", "pixabay-1.jpg", "pixabay-2.jpg", "pixabay-3.jpg"])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("pixabay-2.jpg")), Data("mine".utf8))
        XCTAssertEqual(notices.last,
            "2 images saved in “\(folder.lastPathComponent)”. Their credits are in CREDITS.md.")
    }

    func testAFileThatAppearedAfterTheQuestionIsAskedAboutAgainNotReplaced() async throws {
        made()
        selection.select(IndexSet(0...1))
        let asked = try XCTUnwrap(save.request(savingSelectionTo: folder.path))
        XCTAssertEqual(asked.replaced, [])
        try Data("appeared".utf8).write(to: folder.appendingPathComponent("pixabay-2.jpg"))
        let again = try XCTUnwrap(save.save(asked, answer: .replace), "the folder changed: ask again")
        XCTAssertEqual(again.replaced, ["pixabay-2.jpg"])
        XCTAssertEqual(downloader.downloads.count, 0, "nothing was saved on the old answer")

        selection.select(IndexSet(integer: 3))
        XCTAssertNotNil(save.save(again, answer: .replace), "the selection changed too: ask again")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("pixabay-2.jpg")), Data("appeared".utf8))
    }

    func testReplaceReplacesEveryFileNamedAndNothingElse() async throws {
        made()
        for id in 1...3 { try Data("old \(id)".utf8).write(to: folder.appendingPathComponent("pixabay-\(id).jpg")) }
        selection.select(IndexSet(0...3))
        let request = try XCTUnwrap(save.request(savingSelectionTo: folder.path))
        XCTAssertEqual(request.replaced, ["pixabay-1.jpg", "pixabay-2.jpg", "pixabay-3.jpg"],
            "every file, not the first few")
        XCTAssertNil(save.save(request, answer: .replace))
        await waitUntil("saved") { self.notices.last?.hasPrefix("4 images saved") == true }
        XCTAssertEqual(try files(), ["CREDITS.md", "pixabay-1.jpg", "pixabay-2.jpg", "pixabay-3.jpg", "pixabay-4.jpg"])
        XCTAssertNotEqual(try Data(contentsOf: folder.appendingPathComponent("pixabay-1.jpg")), Data("old 1".utf8))
    }

    func testAnImageWhoseBytesTakeAnotherImagesNameNeverReplacesIt() async throws {
        made([commons(1, file: "png-bytes/Sun.jpg"), commons(2, file: "Sun.png")])
        selection.select(IndexSet(0...1))
        try await saveAll(answer: .replace)
        XCTAssertEqual(try files(), ["CREDITS.md", "Sun-2.png", "Sun.png"])
        XCTAssertEqual(downloader.savedFrom["Sun.png"], "https://upload.example/png-bytes/Sun.jpg")
        XCTAssertEqual(downloader.savedFrom["Sun-2.png"], "https://upload.example/Sun.png")
        let credits = try String(contentsOf: folder.appendingPathComponent("CREDITS.md"), encoding: .utf8)
        XCTAssertTrue(credits.contains("**Sun.png**") && credits.contains("**Sun-2.png**"), credits)
    }

    func testThePersonsOwnCreditsFileKeepsEveryLineAndGainsTheNewCredits() async throws {
        made()
        let own = "# My credits\n\nLogo by me.\n"
        try Data(own.utf8).write(to: folder.appendingPathComponent("CREDITS.md"))
        selection.select(IndexSet(integer: 0))
        try await saveAll(answer: .keepBoth)
        let credits = try String(contentsOf: folder.appendingPathComponent("CREDITS.md"), encoding: .utf8)
        XCTAssertTrue(credits.hasPrefix(own), credits)
        XCTAssertTrue(credits.contains("- **pixabay-1.jpg**: "), credits)
        XCTAssertEqual(notices.last,
                       "1 image saved in “\(folder.lastPathComponent)”. Their credits were added to CREDITS.md, "
                           + "keeping your own lines there.")
    }
}
