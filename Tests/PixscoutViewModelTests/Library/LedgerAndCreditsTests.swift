import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The credits ledger hears every use of an image outside Pixscout; credits are copied and
/// exported for a shelf or the ledger; Save to Folder saves every selected image with its
/// credits beside them, asking before replacing anything.
@MainActor
final class LedgerAndCreditsTests: LedgerTestCase {
    func testEachUseOfAnImageGoesIntoTheLedger() async throws {
        let viewModel = await searched()
        viewModel.selection.selectRow(at: 0)
        viewModel.imageActions.copyImage()
        await waitUntil("the copy") { self.uses().count == 1 }
        viewModel.selection.selectRow(at: 1)
        viewModel.imageActions.setAsWallpaper()
        await waitUntil("the wallpaper") { self.uses().count == 2 }
        viewModel.selection.selectRow(at: 2)
        let file = await viewModel.imageActions.imageFileForDrag()
        let dragged = try XCTUnwrap(file)
        XCTAssertEqual(uses().count, 2, "a drag that nobody took is no use")
        XCTAssertTrue(dragged.html.hasPrefix("<figure><img src=\"file://"), dragged.html)
        XCTAssertTrue(dragged.html.contains("<figcaption><a href=\"https://pixabay.com/photos/image-3/\">Image</a> by"),
            dragged.html)
        viewModel.imageActions.dragDelivered(dragged)
        await waitUntil("the drag") { self.uses().count == 3 }
        viewModel.selection.selectRow(at: 3)
        await waitUntil("the detail") { viewModel.selection.detail.value?.id == "4" }
        viewModel.selection.detail.value?.saveImage(to: folder.appendingPathComponent("mine.jpg").path)
        await waitUntil("the save") { self.uses().count == 4 }
        XCTAssertEqual(uses(),
            ["copied 1 -", "wallpaper 2 pixabay-2.jpg", "dragged 3 pixabay-3.jpg", "saved 4 mine.jpg"])
        let pane = try XCTUnwrap(viewModel.selection.detail.value)
        await waitUntil("the pane to say so") { pane.uses.value.count == 1 }
        XCTAssertTrue(pane.uses.value[0].hasPrefix("Saved as \(folder.appendingPathComponent("mine.jpg").path) on "),
            "\(pane.uses.value)")
        await waitUntil("their thumbnails kept") { self.store.keptThumbnailKeys.count == 4 }
    }

    func testCreditsOfAShelfAreCopiedAndExportedInTheFormatChosen() async throws {
        let images = [makeImage(id: 1, title: "One", license: .creativeCommons(code: "by", version: "4.0", url: nil)),
            makeImage(id: 2)]
        try await store.setStarred(images, true, thumbnails: [:])
        let viewModel = await searched()
        viewModel.show(.library)
        await waitUntil("the shelf") { viewModel.library.status.value == .shown(count: 2) }
        viewModel.credits.copyCredits(of: .shownShelf)
        await waitUntil("the credits") { self.clipboard.texts.count == 1 }
        XCTAssertEqual(clipboard.texts[0].components(separatedBy: "\n").count, 2)
        XCTAssertTrue(clipboard.texts[0].contains("“One” (https://pixabay.com/photos/image-1/) by user1"),
            clipboard.texts[0])
        XCTAssertEqual(notices.last, "2 credits copied to the clipboard.")

        viewModel.credits.exportCredits(of: .shownShelf, to: folder.appendingPathComponent("talk").path,
            formatID: "html")
        let html = folder.appendingPathComponent("talk.html")
        await waitUntil("the file") { FileManager.default.fileExists(atPath: html.path) }
        XCTAssertTrue(try String(contentsOf: html,
            encoding: .utf8).contains("<a href=\"https://creativecommons.org/licenses/by/4.0/\">CC BY 4.0</a>"))
        viewModel.credits.exportCredits(of: .shownShelf, to: folder.appendingPathComponent("talk").path,
            formatID: "html")
        await waitUntil("beside it, not over it") {
            FileManager.default.fileExists(atPath: self.folder.appendingPathComponent("talk-2.html").path)
        }
        viewModel.credits.exportCredits(of: .usedImages, to: folder.appendingPathComponent("used.txt").path,
            formatID: "html")
        await waitUntil("the ledger's") {
            FileManager.default.fileExists(atPath: self.folder.appendingPathComponent("used.txt").path)
        }
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("used.txt"),
            encoding: .utf8).hasSuffix("No images yet.\n"),
                      "the name's extension decides the format; nothing was used yet")
    }

    func testSaveToFolderSavesEachImageAndTheirCredits() async throws {
        let viewModel = await searched()
        viewModel.selection.selectRow(at: 0)
        viewModel.selection.extendSelection(to: 2)
        let request = try XCTUnwrap(viewModel.folderSave.request(savingSelectionTo: folder.path))
        XCTAssertEqual(request.replaced, [])
        var fractions: [Double] = []
        tokens.append(viewModel.folderSave.progress.observe {
            if let progress = $0 { fractions.append(progress.fraction) }
        })
        XCTAssertNil(viewModel.folderSave.save(request, answer: .keepBoth))
        await waitUntil("the end") { viewModel.folderSave.progress.value == nil
            && self.notices.last?.contains("saved") == true }
        XCTAssertEqual(notices.last,
            "3 images saved in “\(folder.lastPathComponent)”. Their credits are in CREDITS.md.")
        XCTAssertEqual(fractions.first, 0)
        XCTAssertEqual(fractions, fractions.sorted(), "it only goes forward")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["CREDITS.md", "pixabay-1.jpg", "pixabay-2.jpg", "pixabay-3.jpg"])
        let credits = try String(contentsOf: folder.appendingPathComponent("CREDITS.md"), encoding: .utf8)
        for id in 1...3 {
            XCTAssertTrue(credits.contains("- **pixabay-\(id).jpg**: [Image](https://pixabay.com/photos/image-\(id)/)"),
                credits)
        }
        await waitUntil("the ledger") { self.uses() == ["saved 1 pixabay-1.jpg", "saved 2 pixabay-2.jpg",
            "saved 3 pixabay-3.jpg"] }

        viewModel.selection.selectRow(at: 2)
        viewModel.selection.extendSelection(to: 3)
        let second = try XCTUnwrap(viewModel.folderSave.request(savingSelectionTo: folder.path))
        XCTAssertEqual(second.replaced, ["pixabay-3.jpg"], "its credits file is no conflict: it is added to")
        XCTAssertNil(viewModel.folderSave.save(second, answer: .keepBoth))
        await waitUntil("the second save") { self.notices.last?.hasPrefix("2 images saved") == true }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pixabay-3-2.jpg").path))
        let again = try String(contentsOf: folder.appendingPathComponent("CREDITS.md"), encoding: .utf8)
        for name in ["pixabay-1.jpg", "pixabay-2.jpg", "pixabay-3.jpg", "pixabay-3-2.jpg", "pixabay-4.jpg"] {
            XCTAssertTrue(again.contains("**\(name)**"), "every image saved there: \(name)")
        }
    }

    func testSaveToFolderCanBeCancelledKeepingWhatWasSaved() async throws {
        let images = [makeImage(id: 1), makeImage(id: 2, largeImageURL: "https://x/slow.jpg"), makeImage(id: 3)]
        let viewModel = await searched(images.map { image in
            ImageEntity(
                site: image.site, id: image.id, tags: image.tags, pageURL: image.pageURL,
                    previewURL: image.previewURL,
                imageURL: image.imageURL, largeImageURL: image.largeImageURL, downloadURL: image.largeImageURL,
                    license: image.license)
        })
        viewModel.selection.selectAll()
        let request = try XCTUnwrap(viewModel.folderSave.request(savingSelectionTo: folder.path))
        XCTAssertNil(viewModel.folderSave.save(request, answer: .keepBoth))
        await waitUntil("the slow one") { self.downloader.downloads.count == 2 }
        viewModel.folderSave.cancel()
        await waitUntil("stopped") { viewModel.folderSave.progress.value == nil }
        await waitUntil("said") { self.notices.last?.hasPrefix("Saving stopped") == true }
        XCTAssertEqual(notices.last,
            "Saving stopped: 1 of 3 images saved in “\(folder.lastPathComponent)”. Their credits are in CREDITS.md.")
        XCTAssertEqual(downloader.downloads.count, 2, "the third was never started")
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("CREDITS.md"),
            encoding: .utf8).contains("pixabay-1.jpg"))
    }

    func testRecentSearchesAreSuggestedAndCanBeTurnedOff() async {
        let viewModel = await searched()
        await waitUntil("suggested") { viewModel.search.recentSearches.value == ["q"] }
        viewModel.search.search(query: "red fox")
        XCTAssertEqual(viewModel.search.recentSearches.value, ["red fox", "q"])
        var kept: [String] = []
        while kept != ["red fox", "q"] {
            kept = (try? await store.recentSearches(limit: 5)) ?? []
            await Task.yield()
        }
        let preferences = PreferencesViewModel(keys: [], history: viewModel.history)
        XCTAssertTrue(preferences.remembersSearches)
        XCTAssertTrue(preferences.hasSearchHistory)
        preferences.setRemembersSearches(false)
        XCTAssertEqual(viewModel.search.recentSearches.value, [])
        viewModel.search.search(query: "owl")
        XCTAssertEqual(viewModel.search.recentSearches.value, [], "nothing kept while it is off")
        preferences.setRemembersSearches(true)
        viewModel.search.search(query: "owl")
        preferences.clearSearchHistory()
        XCTAssertFalse(preferences.hasSearchHistory)
    }
}
