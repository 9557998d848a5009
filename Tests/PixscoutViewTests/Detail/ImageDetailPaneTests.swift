import CGtk
import GtkKit
import PixscoutTestSupport
import XCTest
@testable import PixscoutView
@testable import PixscoutViewModel

/// Widgets of any kind that GTK mapped and unmapped, counted while a test listens: all but the
/// pane's scrollbar, which comes and goes as the details' height does.
private nonisolated(unsafe) var mapsAndUnmaps = 0

private let countMapOrUnmap: GSignalEmissionHook = { _, _, values, _ in
    guard let values, let widget = g_value_get_object(values),
          g_type_check_instance_is_a(widget.assumingMemoryBound(to: GTypeInstance.self), gtk_scrollbar_get_type()) == 0
    else { return 1 }
    mapsAndUnmaps += 1
    return 1
}

/// A detail pane in a window of its own, drawn with `detail` after the hint it starts with.
@MainActor
private func showPane(_ detail: MockDetailViewModel, in application: Application? = nil) -> (ImageDetailPane, Window) {
    let pane = ImageDetailPane(probe: nil, dragPayload: { nil })
    let window = application.map { Window(title: "Details", application: $0) } ?? Window(title: "Details")
    window.add(pane.root)
    window.showAll()
    pane.show(nil)
    pane.prepare()
    pane.show(detail)
    iterateMainLoop(until: "the window to be drawn") { window.isDrawn }
    drainMainLoop()
    return (pane, window)
}

/// The detail pane against mock details.
final class ImageDetailPaneTests: GtkTestCase {
    func testMovingToAnotherImageMapsOnlyThePartsItShowsAndHidesNoneItJustShowed() {
        onGtkThread {
            let (pane, window) = showPane(MockDetailViewModel(1))

            let signals = ["map", "unmap"].map { (name: String) in g_signal_lookup(name, gtk_widget_get_type()) }
            let hooks = signals.map { g_signal_add_emission_hook($0, 0, countMapOrUnmap, nil, nil) }
            mapsAndUnmaps = 0
            // Image 2 has a link to its author where image 1 had plain text: one part swaps in.
            pane.show(MockDetailViewModel(2))
            drainMainLoop()
            for (signal, hook) in zip(signals, hooks) {
                g_signal_remove_emission_hook(signal, hook)
            }

            XCTAssertEqual(mapsAndUnmaps, 2, "the author's link mapped and the plain author unmapped, nothing else")
            let shown = labelTexts(in: pane.root.widgetPointer, visibleOnly: true)
            XCTAssertEqual(
                shown,
                ["Image 2", "by Author 2", "Licence:", "CC0 1.0", "From Pixscout's sample catalog", "200 × 800 pixels",
                 "Open in Browser", "Save Image…", "Copy Credit"],
                "what the new image has, and no part it lacks: no tags, description or counts, no save under way")
            window.destroy()
        }
    }

    func testFollowingTheSecondLinkIsTheWindowsActionForTheSecondThread() {
        onGtkThread {
            let detail = MockDetailViewModel(1)
            detail.followUpTitles = ["More by Rosa", "Similar images"]
            detail.followUpKinds = [.author, .similar]
            let application = Application(id: "io.github.pixscout.ImageDetailPaneTests", unique: false)
            _ = application.register()
            let (pane, window) = showPane(detail, in: application)
            var activated: [String] = []
            for action in [PixscoutAction.moreByAuthor, .moreFromSource, .similarImages] {
                window.addAction(action.name) { activated.append(action.name) }
            }
            let links = labels(in: pane.root.widgetPointer, visibleOnly: true)
                .first { String(cString: gtk_label_get_text($0)) == "More by Rosa · Similar images" }
            guard let links else { return XCTFail("no line of threads to follow") }
            followLink(number: 1, in: links)
            XCTAssertEqual(activated, [PixscoutAction.similarImages.name], "Similar images, the second")
            window.destroy()
        }
    }

    func testAUsedImageSaysWhenAndWhereAndOneNeverUsedSaysNothing() {
        onGtkThread {
            let detail = MockDetailViewModel(1)
            let (pane, window) = showPane(detail)
            XCTAssertFalse(labelTexts(in: pane.root.widgetPointer, visibleOnly: true).contains { $0.hasPrefix("Used") })
            detail.usesWriter.value = ["Saved as ~/Slides/sky.jpg on Nov 27, 2026", "Copied on Nov 26, 2026"]
            drainMainLoop()
            XCTAssertTrue(labelTexts(in: pane.root.widgetPointer, visibleOnly: true).contains(
                "Used:\nSaved as ~/Slides/sky.jpg on Nov 27, 2026\nCopied on Nov 26, 2026"))
            window.destroy()
        }
    }

    func testTheThreadsToFollowShowAsOneLineOfLinks() {
        onGtkThread {
            let detail = MockDetailViewModel(1)
            detail.followUpTitles = ["More by Rosa", "Similar images"]
            let (pane, window) = showPane(detail)
            XCTAssertTrue(labelTexts(in: pane.root.widgetPointer,
                visibleOnly: true).contains("More by Rosa · Similar images"))
            pane.show(MockDetailViewModel(2))
            drainMainLoop()
            XCTAssertFalse(labelTexts(in: pane.root.widgetPointer,
                visibleOnly: true).contains { $0.contains("Similar") },
                           "an image with nothing to follow shows no line for it")
            window.destroy()
        }
    }

    func testALongTitleWrapsWhereAnAuthorStaysOnOneLineAndThePaneKeepsItsWidth() {
        onGtkThread {
            let words = String(repeating: "a long title of a photograph ", count: 8)
            let (pane, window) = showPane(MockDetailViewModel(1, title: words, creator: "by " + words))

            let shown = labels(in: pane.root.widgetPointer, visibleOnly: true)
            let lines = { (text: String) -> Int in
                guard let label =
                    shown.first(where: { String(cString: gtk_label_get_text($0)) == text }) else { return 0 }
                return Int(pango_layout_get_line_count(gtk_label_get_layout(label)))
            }
            XCTAssertGreaterThan(lines(words), 2, "the whole title, over several lines")
            XCTAssertEqual(lines("by " + words), 1, "the author on one line, cut with an ellipsis")
            XCTAssertEqual(pane.root.allocation.width, ImageDetailPane.width, "long text does not widen the pane")
            window.destroy()
        }
    }
}
