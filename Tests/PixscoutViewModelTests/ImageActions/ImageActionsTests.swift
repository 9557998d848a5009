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

/// Copying, the wallpaper, dragging out and copying credits: the image actions' and the credits'
/// view models alone, over stubs of the selection, the site, the clipboard and the desktop.
@MainActor
final class ImageActionsTests: XCTestCase {
    private let clipboard = StubClipboard()
    private let wallpaper = StubWallpaper()
    private var folder: URL!
    private var notices: [String] = []
    private var token: ObservationToken?
    private var selection: StubSelectedImages!
    private var toasts: ToastViewModel!
    private var credits: CreditsViewModel!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-actions-\(UUID())")
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The image actions over `images` (the first ten of a site's by default) from `site`.
    private func actions(
        _ images: [ImageEntity] = (1...10).map { makeImage(id: $0) }, site: any ImageSite = StubSite([:]),
        fetcher: StubImageFetcher = StubImageFetcher()
    ) -> ImageActionsViewModel {
        let access = LibraryAccess()
        access.settle(nil)
        let active = ActiveSite(sites: makeSearchedSites(site, fetcher: fetcher), decoder: StubPreviewDecoder(),
            mode: ObservableProperty(.search), access: access)
        toasts = ToastViewModel(sleep: { _ in })
        token = toasts.toast.observe { [weak self] in if let toast = $0 { self?.notices.append(toast.text) } }
        let messages = MessagesViewModel(toasts: toasts, folderOpener: nil, sleep: { _ in })
        selection = StubSelectedImages(images)
        let recorder = LibraryRecorder(access: access, active: active, messages: messages, library: StubShelves(),
            catalog: nil)
        credits = CreditsViewModel(access: access, library: StubShelves(), selection: selection, messages: messages,
            clipboard: clipboard)
        return ImageActionsViewModel(selection: selection, active: active, messages: messages, clipboard: clipboard,
            wallpaper: wallpaper, folders: ImageFolders(
                drag: CacheFolder(url: folder.appendingPathComponent("drag"), root: folder, limitBytes: 1 << 20),
                wallpapers: CacheFolder(url: folder.appendingPathComponent("backgrounds"), root: folder,
                    limitBytes: 1 << 20)), recorder: recorder)
    }

    func testNothingSelectedNothingHappens() async {
        let actions = actions()
        actions.copyImage()
        actions.copyLink()
        actions.setAsWallpaper()
        let dragged = await actions.imageFileForDrag()
        XCTAssertNil(dragged)
        XCTAssertEqual(clipboard.texts.count + clipboard.images.count, 0)
        XCTAssertEqual(notices, [])
    }

    func testCopyImagePutsTheLargeImageOnTheClipboard() async {
        let actions = actions()
        selection.select([2])
        actions.copyImage()
        await waitUntil("the image on the clipboard") { self.clipboard.images.count == 1 }
        XCTAssertEqual((clipboard.images.first as? StubPreviewImage)?.source, "https://pixabay.com/get/large-3.jpg")
        XCTAssertEqual(notices, ["Copying the image…", "Image copied to the clipboard."])
    }

    func testItsLibraryIsToldOnceOfEachImageUsed() async {
        let site = PagedStubSite(total: 120)
        let actions = actions(site: site)
        selection.select([2])
        actions.copyImage()
        await waitUntil("the first use reported") { site.reportedUses == ["3"] }
        actions.setAsWallpaper()
        await waitUntil("the wallpaper set") { self.wallpaper.files.count == 1 }
        selection.select([4])
        actions.copyImage()
        await waitUntil("the other image's use reported") { site.reportedUses.count == 2 }
        XCTAssertEqual(site.reportedUses, ["3", "5"], "the same image twice is reported once")
    }

    func testAnImageThatCannotBeHadIsNotCopiedAndSaysWhy() async {
        let actions = actions(fetcher: StubImageFetcher(failing: ["https://pixabay.com/get/large-1.jpg"]))
        selection.select([0])
        actions.copyImage()
        await waitUntil("the message") { self.toasts.toast.value?.kind == .failure }
        XCTAssertTrue(toasts.toast.value?.text.hasPrefix("Pixscout could not copy the image") == true)
        XCTAssertTrue(clipboard.images.isEmpty)
        XCTAssertEqual(selection.selectedImages.map(\.id), ["1"], "nothing is lost")
    }

    func testCopyLinkAndCreditsPutTextOnTheClipboard() async {
        let tree = makeImage(
            id: 1, title: "Tree", author: "Tim", profileURL: "https://example.org/tim",
            license: .creativeCommons(code: "by", version: "2.0", url: nil), sourceName: "Flickr", site: .openverse)
        let actions = actions([tree, makeImage(id: 2)])
        selection.select([0])
        actions.copyLink()
        credits.copyCredits(of: .selection)
        await waitUntil("the credit") { self.clipboard.texts.count == 2 }
        selection.select([0, 1])
        credits.copyCredits(of: .selection)
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
        let actions = actions()
        selection.select([4])
        actions.setAsWallpaper()
        await waitUntil("the wallpaper") { self.wallpaper.files.count == 1 }
        let file = folder.appendingPathComponent("backgrounds/pixabay-5.jpg")
        XCTAssertEqual(wallpaper.files, [file])
        XCTAssertEqual(try Data(contentsOf: file), stubImageBytes("https://pixabay.com/get/large-5.jpg"))
        await waitUntil("the confirmation") { self.notices.last == "Wallpaper set." }
        wallpaper.failure = "the desktop's settings did not accept the change."
        actions.setAsWallpaper()
        await waitUntil("the refusal") { self.toasts.toast.value?.kind == .failure }
        XCTAssertEqual(toasts.toast.value, Toast(
            text: "Pixscout could not set the wallpaper: the desktop's settings did not accept the change.",
            kind: .failure, action: .retry))
        wallpaper.failure = nil
        toasts.performAction()
        await waitUntil("set on the second try") { self.wallpaper.files.count == 2 }
        // Notices here go at once: the test's sleep does not wait. Each one shown is heard.
        await waitUntil("the confirmation") { self.notices.filter { $0 == "Wallpaper set." }.count == 2 }
    }

    func testADraggedImageIsACompleteFileWithASensibleName() async throws {
        let actions = actions()
        selection.select([6])
        XCTAssertEqual(actions.selectedPageURL, "https://pixabay.com/photos/image-7/")
        let path = await actions.imageFileForDrag()?.path
        XCTAssertEqual(path, folder.appendingPathComponent("drag/pixabay-7.jpg").path)
        XCTAssertEqual(FileManager.default.contents(atPath: path ?? ""),
            stubImageBytes("https://pixabay.com/get/large-7.jpg"))
    }


    func testAWebPageOrADamagedImageNeverBecomesTheWallpaperOrADraggedFile() async throws {
        for url in ["https://pixabay.com/get/html-page.jpg", "https://pixabay.com/get/corrupt.jpg"] {
            let actions = actions([makeImage(id: 1), makeImage(id: 2, largeImageURL: url)])
            selection.select([1])
            actions.setAsWallpaper()
            await waitUntil("the refusal") { self.toasts.toast.value?.kind == .failure }
            XCTAssertEqual(
                toasts.toast.value?.text,
                "Pixscout could not set the wallpaper: this image could not be used: what came is damaged, too "
                    + "large or not a picture. The wallpaper was not changed.")
            XCTAssertEqual(wallpaper.files, [], "the old wallpaper stays")
            XCTAssertFalse(notices.contains("Wallpaper set."))
            let dragged = await actions.imageFileForDrag()
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
        let actions = actions([image], site: StubSite([:], description: stubDescription(.commons, host: nil)))
        selection.select([0])
        let dragged = await actions.imageFileForDrag()
        let path = try XCTUnwrap(dragged?.path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        XCTAssertEqual(URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent, "drag")
        XCTAssertFalse(name.hasPrefix("."), name)
        XCTAssertTrue(name.hasSuffix(".jpg"), "the stub's bytes are a JPEG, whatever the name says: \(name)")
        XCTAssertFalse(name.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" }, name)
        XCTAssertFalse(name.contains("%"))
        XCTAssertFalse(name.contains("/"))
    }
}
