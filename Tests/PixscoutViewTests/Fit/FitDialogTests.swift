import CGtk
import GtkKit
import PixscoutTestSupport
import XCTest
@testable import PixscoutView
@testable import PixscoutViewModel

/// Fit's dialog over a window of its own, drawn with `fit`.
@MainActor
private func present(_ fit: MockFit,
    saveToFolder: @escaping @MainActor (Widget, @escaping @MainActor () -> Void) -> Void = { _, _ in },
    closed: @escaping @MainActor () -> Void = {}) -> (FitDialog, Window) {
    let window = Window(title: "Pixscout")
    window.showAll()
    let dialog = FitDialog(viewModel: fit, parent: window, probe: nil, saveOriginal: {},
        chooseFile: { _, _, _ in }, saveToFolder: saveToFolder, closed: closed)
    dialog.present()
    iterateMainLoop(until: "the dialog to be drawn") { dialog.dialog.isDrawn }
    drainMainLoop()
    return (dialog, window)
}

/// Closes the dialog and its window: a toplevel left on the display would stay there for the
/// rest of the suite, the end-to-end tests' windows included.
@MainActor
private func close(_ dialog: FitDialog, _ window: Window) {
    dialog.dialog.destroy()
    window.destroy()
    drainMainLoop()
}

/// The texts the dialog shows: its labels on screen (a stack's other pages are not).
@MainActor
private func shown(_ dialog: FitDialog) -> [String] {
    labels(in: dialog.dialog.widgetPointer).filter { gtk_widget_get_mapped(UnsafeMutablePointer<GtkWidget>(
        OpaquePointer($0))) != 0 }.map { String(cString: gtk_label_get_text($0)) }
}

/// Fit's dialog against a mock: what it shows in each state, and that closing it stops the work.
final class FitDialogTests: GtkTestCase {
    func testTheReadyDialogShowsWhatWillBeMadeItsCreditAndAWarningOnlyWhenThereIsOne() {
        onGtkThread {
            let fit = MockFit()
            fit.stateWriter.value = .ready
            let (dialog, window) = present(fit)
            defer { close(dialog, window) }
            XCTAssertTrue(shown(dialog).contains("1920 × 1080 pixels, JPEG"), "\(shown(dialog))")
            XCTAssertTrue(shown(dialog).contains(fit.creditNote.value))
            XCTAssertTrue(shown(dialog).contains("Width"), "one picture: its size can be set")
            XCTAssertFalse(shown(dialog).contains { $0.contains("enlarges") })
            fit.warningWriter.value = "This enlarges the picture 2.0 times past its own pixels: it will look soft."
            drainMainLoop()
            XCTAssertTrue(shown(dialog).contains(fit.warning.value ?? ""), "\(shown(dialog))")
        }
    }

    func testARefusalSaysWhyAndOffersTheOriginal() {
        onGtkThread {
            let fit = MockFit()
            let reason = "CC BY-ND 4.0 allows no changes: this image may be shared only as it is."
            fit.stateWriter.value = .refused(reason: reason, deedURL: "https://creativecommons.org/licenses/by-nd/4.0/")
            let (dialog, window) = present(fit)
            defer { close(dialog, window) }
            XCTAssertTrue(shown(dialog).contains(reason), "\(shown(dialog))")
            XCTAssertTrue(shown(dialog).contains("Save the Original…"), "\(shown(dialog))")
            XCTAssertFalse(shown(dialog).contains("Fit to"), "no choices for an image that cannot be changed")
        }
    }

    func testSeveralImagesShowNoSizeAndSaveToAFolder() {
        onGtkThread {
            let fit = MockFit()
            fit.isBatch = true
            fit.stateWriter.value = .ready
            let (dialog, window) = present(fit)
            defer { close(dialog, window) }
            XCTAssertTrue(shown(dialog).contains("Save to Folder…"), "\(shown(dialog))")
            XCTAssertFalse(shown(dialog).contains("Width"), "each image is made as large as it allows")
            XCTAssertFalse(shown(dialog).contains("Save…"))
        }
    }

    func testSaveToFolderAsksOverTheDialogWhichClosesOnlyOnceAFolderIsChosen() {
        onGtkThread {
            let fit = MockFit()
            fit.isBatch = true
            fit.stateWriter.value = .ready
            var asked: [(parent: Widget, chosen: @MainActor () -> Void)] = []
            var closed = false
            let (dialog, window) = present(fit, saveToFolder: { asked.append(($0, $1)) }, closed: { closed = true })
            defer { window.destroy() }
            click("Save to Folder…", in: dialog.dialog)
            drainMainLoop()
            XCTAssertEqual(asked.count, 1)
            XCTAssertTrue(asked.first?.parent === dialog.dialog, "the folder is asked for over Fit, not the window")
            XCTAssertFalse(closed, "a person who cancels the folder finds Fit as they left it")
            XCTAssertTrue(dialog.dialog.isDrawn)
            asked.first?.chosen()
            drainMainLoop()
            XCTAssertTrue(closed, "a folder chosen: Fit's work is done")
            XCTAssertEqual(fit.calls.last, "close")
        }
    }

    func testClosingTheDialogStopsTheWork() {
        onGtkThread {
            let fit = MockFit()
            fit.stateWriter.value = .ready
            var closed = false
            let (dialog, window) = present(fit, closed: { closed = true })
            defer { window.destroy() }
            gtk_dialog_response(UnsafeMutablePointer<GtkDialog>(OpaquePointer(dialog.dialog.widgetPointer)),
                GTK_RESPONSE_CANCEL.rawValue)
            drainMainLoop()
            XCTAssertTrue(closed)
            XCTAssertEqual(fit.calls.last, "close")
        }
    }
}
