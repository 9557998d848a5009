import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Fit's choices over a stub fitter (a 2000 by 1000 picture whose subject is at 80% of its
/// width): the frame on the subject at the target's shape, never enlarged unless warned,
/// moved and resized as the keys and the mouse say, the licence's verdict, and each use of the
/// fitted picture in the ledger as changed. Fit's view model alone, over stubs of the selection,
/// the site and the library, with the filters that know the screen and Save to Folder.
@MainActor
final class FitViewModelTests: LedgerTestCase {
    private let fitter = StubFitter()
    private let filters = FiltersViewModel(store: nil)
    private var folderSave: FolderSaveViewModel!
    private var fit: FitViewModel!

    private func opened(_ images: [ImageEntity], selecting count: Int = 1) async -> FitViewModel {
        made(images)
        ground.selection.select(IndexSet(0..<count))
        fit.open()
        await waitUntil("Fit is ready") { self.fit.state.value != .loading }
        return fit
    }

    private var ground: Ground!

    private func made(_ images: [ImageEntity]) {
        ground = ground(images)
        folderSave = FolderSaveViewModel(access: ground.access, selection: ground.selection, active: ground.active,
            messages: ground.messages, recorder: ground.recorder, fitter: fitter)
        fit = FitViewModel(selection: ground.selection, active: ground.active, messages: ground.messages,
            uses: FitUses(clipboard: clipboard, wallpaper: wallpaper, folders: folders, recorder: ground.recorder),
            fitter: fitter, filters: filters, folderSave: folderSave)
    }

    private var creativeCommons: (String) -> ImageLicense {
        { .creativeCommons(code: $0, version: "4.0", url: nil) }
    }

    func testTheFrameStartsOnTheSubjectAtTheTargetsShapeWithoutEnlarging() async {
        let fit = await opened([makeImage(id: 1)])
        XCTAssertEqual(fit.state.value, .ready)
        XCTAssertEqual(fit.targets.first, "_Slide, 16:9")
        XCTAssertEqual(fit.frame.value, FitFrame(x: 0.111, y: 0, width: 0.889, height: 1),
            "as wide as 16:9 allows, as far right as the picture allows")
        XCTAssertEqual(fit.summary.value, "1778 × 1000 pixels, JPEG", "never larger than the frame's pixels")
        XCTAssertNil(fit.warning.value)

        fit.chooseTarget(fit.targets.firstIndex(of: "S_quare")!)
        await waitUntil("the square frame") { fit.frame.value?.width == 0.5 }
        XCTAssertEqual(fit.frame.value, FitFrame(x: 0.5, y: 0, width: 0.5, height: 1), "centred on the subject")
        XCTAssertEqual(fit.summary.value, "1000 × 1000 pixels, JPEG")
    }

    func testArrowsMoveTheFrameAndCornersResizeItKeepingItsShape() async {
        let fit = await opened([makeImage(id: 1)])
        fit.chooseTarget(fit.targets.firstIndex(of: "S_quare")!)
        await waitUntil("the square frame") { fit.frame.value?.width == 0.5 }
        fit.nudge(x: -1, y: 0, large: false)
        XCTAssertEqual(fit.frame.value?.x, 0.49, "1% of the picture")
        fit.nudge(x: -1, y: 0, large: true)
        XCTAssertEqual(fit.frame.value?.x ?? 0, 0.39, accuracy: 0.0001, "Shift: 10%")
        fit.nudge(x: 0, y: 1, large: true)
        XCTAssertEqual(fit.frame.value?.y, 0, "the frame stays inside the picture")
        for _ in 0..<10 { fit.moveFrame(x: 0.0001, y: 0) }
        XCTAssertEqual(fit.frame.value?.x ?? 0, 0.391, accuracy: 0.0001,
            "a slow drag's steps of a fifth of a pixel add up to two pixels")
        fit.dragCorner(.bottomRight, x: -0.1, y: 0)
        XCTAssertEqual(fit.frame.value?.width, 0.4)
        XCTAssertEqual(fit.frame.value?.height, 0.8, "still square: 800 by 800 pixels")
        XCTAssertEqual(fit.summary.value, "800 × 800 pixels, JPEG")

        fit.setWidth(2400)
        XCTAssertEqual(fit.summary.value, "2400 × 2400 pixels, JPEG")
        XCTAssertEqual(fit.warning.value, "This enlarges the picture 3.0 times past its own pixels: it will look soft.")
    }

    func testSavingWritesTheFittedPictureAndTheLedgerSaysItWasChanged() async throws {
        let fit = await opened([makeImage(id: 1, license: creativeCommons("by-sa"))])
        XCTAssertEqual(fit.creditNote.value, "The credit will say that it was cropped and resized from the original.")
        fit.nudge(x: -1, y: 0, large: false)
        fit.chooseFormat(1)
        XCTAssertFalse(fit.hasQuality.value, "PNG has no quality")
        XCTAssertEqual(fit.suggestedFileName, "pixabay-1-fitted.png")
        fit.save(to: folder.appendingPathComponent("slide.png").path)
        await waitUntil("saved") { self.notices.last == "Fitted image saved as “slide.png”." }
        XCTAssertEqual(fitter.requests, [FitRequest(region: FitRegion(x: 202, y: 0, width: 1778,
            height: 1000), size: PixelSize(width: 1778, height: 1000), format: .png)],
            "the frame as moved: without the move, the subject would be found again on the whole picture")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("slide.png").path))
        await waitUntil("the ledger") { self.store.recordedUses.count == 1 }
        XCTAssertEqual(store.recordedUses.first?.use.isChanged, true)
        fit.copyCredit()
        XCTAssertTrue(clipboard.texts.last?.hasSuffix(
            "It was cropped and resized from the original (https://pixabay.com/photos/image-1/).") == true,
            clipboard.texts.last ?? "")
    }

    func testAWallpaperFillsTheScreenAroundTheSubjectUnlessTheFrameWasSetByHand() async {
        made([makeImage(id: 1)])
        filters.setScreenSize(width: 1366, height: 768)
        ground.selection.select(IndexSet(integer: 0))
        fit.open()
        await waitUntil("Fit is ready") { self.fit.state.value == .ready }
        XCTAssertTrue(fit.targets.contains("Sc_reen, 1366 × 768"))
        fit.setAsWallpaper()
        await waitUntil("the wallpaper") { self.wallpaper.files.count == 1 }
        XCTAssertEqual(fitter.requests.last, FitRequest(region: nil, size: PixelSize(width: 1366, height: 768)),
            "the slide chosen, but the screen filled")
        fit.nudge(x: -1, y: 0, large: false)
        fit.setAsWallpaper()
        await waitUntil("the second wallpaper") { self.wallpaper.files.count == 2 }
        XCTAssertEqual(fitter.requests.last?.size, PixelSize(width: 1778, height: 1000), "the frame set by hand")
        await waitUntil("the ledger") { self.store.recordedUses.count == 2 }
        XCTAssertEqual(store.recordedUses.map(\.use.kind), [.wallpaper, .wallpaper])
        XCTAssertEqual(store.recordedUses.map(\.use.isChanged), [true, true])
    }

    func testNoDerivativesIsRefusedWithItsDeedAndAnUnknownLicenceIsWarnedOf() async {
        let refused = await opened([makeImage(id: 1, license: creativeCommons("by-nd"))])
        XCTAssertEqual(refused.state.value, .refused(reason: "CC BY-ND 4.0 allows no changes: this image may be "
            + "shared only as it is, so Pixscout will not crop or resize it. Save or copy the original instead.",
            deedURL: "https://creativecommons.org/licenses/by-nd/4.0/"))
        XCTAssertEqual(fitter.requests, [], "nothing is fitted")

        let unknown = await opened([makeImage(id: 2, license: nil)])
        XCTAssertEqual(unknown.state.value, .ready)
        XCTAssertEqual(unknown.warning.value,
            "Pixscout does not know this image’s licence: check its page before you share a changed copy.")
    }

    func testSeveralImagesAreSavedToAFolderFittedAndTheNoDerivativesOneAsItIs() async throws {
        let images = [makeImage(id: 1), makeImage(id: 2, license: creativeCommons("by-nd")),
            makeImage(id: 3, license: creativeCommons("by"))]
        let fit = await opened(images, selecting: 3)
        XCTAssertTrue(fit.isBatch)
        XCTAssertEqual(fit.title, "Fit 3 Images")
        XCTAssertEqual(fit.warning.value, "1 image allows no changes and will be saved as it is.")
        fit.chooseTarget(fit.targets.firstIndex(of: "S_quare")!)
        fit.chooseFormat(1)
        XCTAssertEqual(fit.summary.value,
            "Each image cropped where its subject is, at most 1080 × 1080 pixels, PNG.")
        let request = try XCTUnwrap(fit.requestSavingToFolder(folder.path))
        XCTAssertNil(folderSave.save(request, answer: .keepBoth))
        await waitUntil("saved") { self.notices.last?.contains("saved in") == true }
        XCTAssertEqual(notices.last, "3 images saved in “\(folder.lastPathComponent)”. Their credits are in "
            + "CREDITS.md. 1 image was saved as it is, because its licence allows no changes.")
        XCTAssertEqual(fitter.requests.map(\.size), [PixelSize(width: 1000, height: 1000),
            PixelSize(width: 1000, height: 1000)], "the two that allow changes, each as large as it allows")
        let credits = try String(contentsOf: folder.appendingPathComponent("CREDITS.md"), encoding: .utf8)
        XCTAssertEqual(credits.components(separatedBy: "It was cropped and resized").count - 1, 2, credits)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
            ["CREDITS.md", "pixabay-1.png", "pixabay-2.jpg", "pixabay-3.png"],
            "the fitted as PNG, the one kept as it is under its own name")
    }
}
