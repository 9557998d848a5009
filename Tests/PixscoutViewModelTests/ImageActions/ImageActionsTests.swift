import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Records wallpapers set; fails when told to.
@MainActor
final class StubWallpaper: WallpaperSetting {
    var files: [URL] = []
    var failure: String?

    func setWallpaper(file: URL) async -> String? {
        if failure == nil { files.append(file) }
        return failure
    }
}

@MainActor
final class ImageActionsTests: XCTestCase {
    private let clipboard = StubClipboard()
    private let wallpaper = StubWallpaper()
    private var folder: URL!
    private var notices: [String] = []
    private var token: ObservationToken?

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-actions-\(UUID())")
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func searched(
        _ site: any ImageSite = PagedStubSite(total: 120), fetcher: StubImageFetcher = StubImageFetcher()
    ) async -> ResolvedWindow {
        let viewModel = makeWindowModel(
            makeSearchedSites(site, fetcher: fetcher), clipboard: clipboard, wallpaper: wallpaper,
            folders: ImageFolders(
                drag: CacheFolder(url: folder.appendingPathComponent("drag"), root: folder, limitBytes: 1 << 20),
                wallpapers: CacheFolder(url: folder.appendingPathComponent("backgrounds"), root: folder,
                    limitBytes: 1 << 20)))
        token = viewModel.toasts.toast.observe { [weak self] in if let toast = $0 { self?.notices.append(toast.text) } }
        viewModel.search.search(query: "q")
        await waitUntil("the results") { viewModel.results.resultCount > 0 }
        return viewModel
    }

    func testNothingSelectedNothingHappens() async {
        let viewModel = await searched()
        viewModel.imageActions.copyImage()
        viewModel.imageActions.copyLink()
        viewModel.imageActions.setAsWallpaper()
        let dragged = await viewModel.imageActions.imageFileForDrag()
        XCTAssertNil(dragged)
        XCTAssertEqual(clipboard.texts.count + clipboard.images.count, 0)
        XCTAssertEqual(notices, [])
    }

    func testCopyImagePutsTheLargeImageOnTheClipboard() async {
        let viewModel = await searched()
        viewModel.selection.selectRow(at: 2)
        viewModel.imageActions.copyImage()
        await waitUntil("the image on the clipboard") { self.clipboard.images.count == 1 }
        XCTAssertEqual((clipboard.images.first as? StubPreviewImage)?.source, "https://pixabay.com/get/large-3.jpg")
        XCTAssertEqual(notices, ["Copying the image…", "Image copied to the clipboard."])
    }

    func testItsLibraryIsToldOnceOfEachImageUsed() async {
        let site = PagedStubSite(total: 120)
        let viewModel = await searched(site)
        viewModel.selection.selectRow(at: 2)
        viewModel.imageActions.copyImage()
        await waitUntil("the first use reported") { site.reportedUses == ["3"] }
        viewModel.imageActions.setAsWallpaper()
        await waitUntil("the wallpaper set") { self.wallpaper.files.count == 1 }
        viewModel.selection.selectRow(at: 4)
        viewModel.imageActions.copyImage()
        await waitUntil("the other image's use reported") { site.reportedUses.count == 2 }
        XCTAssertEqual(site.reportedUses, ["3", "5"], "the same image twice is reported once")
    }

    func testAnImageThatCannotBeHadIsNotCopiedAndSaysWhy() async {
        let viewModel = await searched(fetcher: StubImageFetcher(failing: ["https://pixabay.com/get/large-1.jpg"]))
        viewModel.selection.selectRow(at: 0)
        viewModel.imageActions.copyImage()
        await waitUntil("the message") { viewModel.toasts.toast.value?.kind == .failure }
        XCTAssertTrue(viewModel.toasts.toast.value?.text.hasPrefix("Pixscout could not copy the image") == true)
        XCTAssertTrue(clipboard.images.isEmpty)
        XCTAssertEqual(viewModel.results.resultCount, 50, "nothing is lost")
    }

    func testCopyLinkAndCreditsPutTextOnTheClipboard() async {
        let tree = makeImage(
            id: 1, title: "Tree", author: "Tim", profileURL: "https://example.org/tim",
            license: .creativeCommons(code: "by", version: "2.0", url: nil), sourceName: "Flickr", site: .openverse)
        let images = [tree, makeImage(id: 2)]
        let viewModel = await searched(StubSite(["q": .success(ResultPage(images: images, totalCount: 2,
            next: nil))]))
        viewModel.selection.selectRow(at: 0)
        viewModel.imageActions.copyLink()
        viewModel.credits.copyCredits(of: .selection)
        await waitUntil("the credit") { self.clipboard.texts.count == 2 }
        viewModel.selection.extendSelection(to: 1)
        viewModel.credits.copyCredits(of: .selection)
        await waitUntil("both credits") { self.clipboard.texts.count == 3 }
        let treeCredit = "“Tree” (https://pixabay.com/photos/image-1/) by Tim (https://example.org/tim), from "
            + "Flickr via Openverse, "
            + "is licensed under CC BY 2.0 (https://creativecommons.org/licenses/by/2.0/)."
        let pixabayCredit = "Image (https://pixabay.com/photos/image-2/) by user2, from Pixabay, is free to use under "
            + "Pixabay Content License (https://pixabay.com/service/license-summary/): no credit is needed."
        XCTAssertEqual(clipboard.texts,
            ["https://pixabay.com/photos/image-1/", treeCredit, treeCredit + "\n" + pixabayCredit])
        XCTAssertEqual(notices,
            ["Link copied to the clipboard.", "Credit copied to the clipboard.", "2 credits copied to the clipboard."])
    }

    func testSetAsWallpaperKeepsTheFileInTheBackgroundsFolder() async throws {
        let viewModel = await searched()
        viewModel.selection.selectRow(at: 4)
        viewModel.imageActions.setAsWallpaper()
        await waitUntil("the wallpaper") { self.wallpaper.files.count == 1 }
        let file = folder.appendingPathComponent("backgrounds/pixabay-5.jpg")
        XCTAssertEqual(wallpaper.files, [file])
        XCTAssertEqual(try Data(contentsOf: file), stubImageBytes("https://pixabay.com/get/large-5.jpg"))
        await waitUntil("the confirmation") { self.notices.last == "Wallpaper set." }
        wallpaper.failure = "the desktop's settings did not accept the change."
        viewModel.imageActions.setAsWallpaper()
        await waitUntil("the refusal") { viewModel.toasts.toast.value?.kind == .failure }
        XCTAssertEqual(viewModel.toasts.toast.value, Toast(
            text: "Pixscout could not set the wallpaper: the desktop's settings did not accept the change.",
            kind: .failure, action: .retry))
        wallpaper.failure = nil
        viewModel.toasts.performAction()
        await waitUntil("set on the second try") { self.wallpaper.files.count == 2 }
        // Notices here go at once: the test's sleep does not wait. Each one shown is heard.
        await waitUntil("the confirmation") { self.notices.filter { $0 == "Wallpaper set." }.count == 2 }
    }

    func testADraggedImageIsACompleteFileWithASensibleName() async throws {
        let viewModel = await searched()
        viewModel.selection.selectRow(at: 6)
        XCTAssertEqual(viewModel.imageActions.selectedPageURL, "https://pixabay.com/photos/image-7/")
        let path = await viewModel.imageActions.imageFileForDrag()?.path
        XCTAssertEqual(path, folder.appendingPathComponent("drag/pixabay-7.jpg").path)
        XCTAssertEqual(FileManager.default.contents(atPath: path ?? ""),
            stubImageBytes("https://pixabay.com/get/large-7.jpg"))
    }

    /// A site whose second image's large picture is `largeImageURL`.
    private func searchedWithLargeImage(_ largeImageURL: String) async -> ResolvedWindow {
        let images = [makeImage(id: 1), makeImage(id: 2, largeImageURL: largeImageURL)]
        let site = StubSite(["q": .success(ResultPage(images: images, totalCount: 2, next: nil))])
        return await searched(site)
    }

    func testAWebPageOrADamagedImageNeverBecomesTheWallpaperOrADraggedFile() async throws {
        for url in ["https://pixabay.com/get/html-page.jpg", "https://pixabay.com/get/corrupt.jpg"] {
            let viewModel = await searchedWithLargeImage(url)
            viewModel.selection.selectRow(at: 1)
            viewModel.imageActions.setAsWallpaper()
            await waitUntil("the refusal") { viewModel.toasts.toast.value?.kind == .failure }
            XCTAssertEqual(
                viewModel.toasts.toast.value?.text,
                "Pixscout could not set the wallpaper: this image could not be used: what came is damaged, too "
                    + "large or not a picture. The wallpaper was not changed.")
            XCTAssertEqual(wallpaper.files, [], "the old wallpaper stays")
            XCTAssertFalse(notices.contains("Wallpaper set."))
            let dragged = await viewModel.imageActions.imageFileForDrag()
            XCTAssertNil(dragged, url)
            let kept = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("drag")
                .path)) ?? []
            let wallpapers =
                (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("backgrounds")
                    .path)) ?? []
            XCTAssertEqual(kept + wallpapers, [], "nothing of it is written")
        }
    }

    func testFilesHandedOnHaveSafeNamesWithTheExtensionOfTheirBytes() async throws {
        let image = ImageEntity(
            site: .commons, id: "9", pageURL: "https://commons.wikimedia.org/wiki/File:x", previewURL: nil,
                imageURL: nil,
            largeImageURL: "https://upload.example/large.png",
            downloadURL: "https://upload.example/%2E%2E%2F.evil%E2%80%AE%00gpj.desktop")
        let site = StubSite(
            ["q": .success(ResultPage(images: [image], totalCount: 1, next: nil))],
                description: stubDescription(.commons, host: nil))
        let viewModel = await searched(site)
        viewModel.selection.selectRow(at: 0)
        let dragged = await viewModel.imageActions.imageFileForDrag()
        let path = try XCTUnwrap(dragged?.path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        XCTAssertEqual(URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent, "drag")
        XCTAssertFalse(name.hasPrefix("."), name)
        XCTAssertTrue(name.hasSuffix(".jpg"), "the stub's bytes are a JPEG, whatever the name says: \(name)")
        XCTAssertFalse(name.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" }, name)
        XCTAssertFalse(name.contains("%"))
        XCTAssertFalse(name.contains("/"))
    }

    // MARK: Quick look

    func testTheQuickLookShowsTheThumbnailThenTheLargeImageAndMovesAcrossPages() async {
        let viewModel = await searched()
        viewModel.selection.selectRow(at: 48)
        viewModel.quickLook.openQuickLook(maxWidth: 1200, maxHeight: 800)
        let first = viewModel.quickLook.quickLook.value
        XCTAssertEqual(first?.index, 48)
        XCTAssertEqual(first?.positionText, "49 of 120")
        await waitUntil("the large image") { first?.image.value.image != nil }
        XCTAssertEqual((first?.image.value.image as? StubPreviewImage)?.source, "https://pixabay.com/get/large-49.jpg")
        viewModel.quickLook.showNextInQuickLook()
        XCTAssertEqual(viewModel.quickLook.quickLook.value?.index, 49)
        XCTAssertEqual(viewModel.selection.selectedIndex.value, 49, "the selection follows")
        viewModel.quickLook.showNextInQuickLook()
        await waitUntil("the next page and the next image") { viewModel.quickLook.quickLook.value?.index == 50 }
        XCTAssertEqual(viewModel.results.resultCount, 100)
        viewModel.quickLook.showPreviousInQuickLook()
        XCTAssertEqual(viewModel.quickLook.quickLook.value?.index, 49)
        viewModel.quickLook.closeQuickLook()
        XCTAssertNil(viewModel.quickLook.quickLook.value)
        XCTAssertEqual(viewModel.selection.selectedIndex.value, 49)
    }

    func testTheLastImageSaysSoAndABrokenOneIsBroken() async {
        let viewModel = await searched(
            PagedStubSite(total: 3), fetcher: StubImageFetcher(failing: ["https://pixabay.com/get/large-3.jpg"]))
        viewModel.selection.selectRow(at: 2)
        viewModel.quickLook.openQuickLook(maxWidth: 800, maxHeight: 600)
        let last = viewModel.quickLook.quickLook.value
        await waitUntil("the broken state") { if case .broken = last?.image.value { true } else { false } }
        viewModel.quickLook.showNextInQuickLook()
        XCTAssertTrue(viewModel.quickLook.quickLook.value === last, "it stays")
        XCTAssertEqual(notices.last, "This is the last image.")
    }
}
