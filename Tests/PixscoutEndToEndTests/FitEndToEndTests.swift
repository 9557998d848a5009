import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// Fit on the real binary: a result cropped to a slide and saved at the size typed, its use in
/// the ledger and `pixscout credits` as changed, and three results saved square to a folder.
final class FitEndToEndTests: EndToEndTestCase {
    private var pictures: URL { app.home.appendingPathComponent("Pictures") }

    override func prepareHome(_ home: URL) throws {
        try Self.makePicturesFolder(in: home)
    }

    /// Opens Fit on what is selected and waits for its state to read `state`.
    private func openFit(waitingFor state: String) throws {
        let before = app.events.count
        try app.press("ctrl+shift+f")
        try app.waitForEvent(.fit(state), after: before)
    }

    func testAResultFittedToASlideIsSavedAtTheSizeTypedAndTheLedgerSaysItWasChanged() throws {
        try app.waitForEvent(.libraryAttached(opened: true))
        try search("sun")
        try app.press("Down")
        let title = try XCTUnwrap(app.waitForEvent { $0.kind == .detail }.detailTitle)
        try openFit(waitingFor: "ready 640 × 360 pixels, JPEG")
        var before = app.events.count
        // The dialog takes the keys once it shows: with no window manager, it is given them.
        try app.press(["alt+w", "ctrl+a", "4", "8", "0", "Tab"], inWindowTitled: "Fit “\(title)”")
        try app.waitForEvent(.fit("ready 480 × 270 pixels, JPEG"), after: before)
        before = app.events.count
        try app.press(["alt+v"], inWindowTitled: "Fit “\(title)”")
        try app.press(["Return"], inWindowTitled: "Save Fitted Image")
        let saved = try app.waitForEvent(after: before) { $0.noticeText?.hasPrefix("Fitted image saved as") == true }
        let name = try XCTUnwrap(saved.noticeText?.split(separator: "“").last?.split(separator: "”").first)
        let size = try JPEGSize.of(Data(contentsOf: pictures.appendingPathComponent(String(name))))
        XCTAssertEqual(size.width, 480)
        XCTAssertEqual(size.height, 270, "16:9 at the width typed")
        let fitted = pictures.appendingPathComponent(String(name))
        try app.waitFor("the fitted file's credit") { xmpFields(of: fitted)["XMP-cc:License"] != nil }
        let xmp = xmpFields(of: fitted)
        XCTAssertNotNil(xmp["XMP-cc:AttributionName"], "\(xmp)")
        XCTAssertNotNil(xmp["XMP-xmpRights:WebStatement"], "\(xmp)")
        let terms = try XCTUnwrap(xmp["XMP-xmpRights:UsageTerms"] as? String)
        XCTAssertTrue(terms.contains("It was cropped and resized from the original"), terms)
        XCTAssertEqual(xmp["XMP-xmpMM:DerivedFromFilePath"] as? String, xmp["XMP-dc:Source"] as? String,
            "the original it was made from, whatever the sentence's language")

        try app.waitFor("the ledger to hold the fitted save") {
            ((try? self.app.runAgain(["credits", "--format", "text"]).output) ?? "").contains("cropped and resized")
        }
        let credits = try app.runAgain(["credits", "--format", "text"]).output
        XCTAssertTrue(credits.contains("It was cropped and resized from the original"), credits)
        let checked = try app.runAgain(["credits", "--check", fitted.path, "--offline", "--use", "modified"])
        XCTAssertEqual(checked.status, 0, "a licence that allows changes: \(checked.output)\(checked.errors)")
        XCTAssertTrue(checked.output.contains("It was cropped and resized from [the original]("),
            "the check knows the picture was changed: \(checked.output)")
        XCTAssertTrue(credits.contains("\(name):"), "the credit names the fitted file: \(credits)")
    }

    func testThreeSelectedResultsAreSavedToAFolderEachFittedSquareAndCreditedAsChanged() throws {
        try app.waitForEvent(.libraryAttached(opened: true))
        try search("sun")
        try app.press("Down")
        try app.press("shift+Down")
        try app.press("shift+Down")
        try app.waitForEvent(.selectedCount(3))
        try openFit(waitingFor: "ready Each image cropped where its subject is, at most 1920 × 1080 pixels, JPEG.")
        var before = app.events.count
        try app.press(["alt+q"], inWindowTitled: "Fit 3 Images")
        try app.waitForEvent(.fit("ready Each image cropped where its subject is, at most 1080 × 1080 pixels, JPEG."),
            after: before)
        before = app.events.count
        try app.press(["alt+d"], inWindowTitled: "Fit 3 Images")
        try app.press(["Return"], inWindowTitled: "Save 3 Fitted Images to a Folder")
        try app.waitForEvent(.notice("3 images saved in “Pictures”. Their credits are in CREDITS.md."), after: before)

        let files = try FileManager.default.contentsOfDirectory(atPath: pictures.path).filter { $0.hasSuffix(".jpg") }
        XCTAssertEqual(files.count, 3, "\(files)")
        for file in files {
            let size = try JPEGSize.of(Data(contentsOf: pictures.appendingPathComponent(file)))
            XCTAssertEqual(size.width, size.height, "\(file) is square")
            XCTAssertEqual(size.height, 427, "as large as the 640 by 427 picture allows, never enlarged")
        }
        let credits = try String(contentsOf: pictures.appendingPathComponent("CREDITS.md"), encoding: .utf8)
        XCTAssertEqual(credits.components(separatedBy: "It was cropped and resized from").count - 1, 3, credits)
    }
}

/// Fit on an Openverse image under CC BY-ND: a sentence says why it is not cropped, and the
/// original is offered instead.
final class FitNoDerivativesEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "openverse", "--api-url", "openverse=" + server.rootURL + "v1/images/"]
    }

    func testANoDerivativesImageIsNotCroppedAndFitSaysWhy() throws {
        try search("white waves ocean")
        var licence = ""
        for _ in 0..<8 where !licence.contains("ND") {
            let before = app.events.count
            try app.press("Down")
            licence = try app.waitForEvent(after: before) { $0.kind == .detail }.detailLicense ?? ""
        }
        XCTAssertEqual(licence, "CC BY-ND 4.0")
        let before = app.events.count
        try app.press("ctrl+shift+f")
        try app.waitForEvent(.fit("refused CC BY-ND 4.0 allows no changes: this image may be shared only as it is, "
            + "so Pixscout will not crop or resize it. Save or copy the original instead."), after: before)
    }
}
