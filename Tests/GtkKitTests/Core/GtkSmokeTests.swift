import CGtk
import Foundation
import PixscoutTestSupport
import XCTest
@testable import GtkKit

final class GtkSmokeTests: GtkTestCase {
    func testAWindowWithAListBoxShowsItsRows() {
        onGtkThread {
            let window = Window(title: "Smoke")
            let list = ListBox()
            for text in ["one", "two", "three"] {
                let row = ListBoxRow()
                row.add(Label(text))
                list.append(row)
            }
            window.add(list)
            window.showAll()
            iterateMainLoop(until: "the layout") { list.row(at: 2)?.allocation.height ?? 0 > 1 }

            XCTAssertEqual(window.title, "Smoke")
            XCTAssertEqual(list.rowCount, 3)
            XCTAssertTrue(list.isVisible)
            XCTAssertGreaterThan(list.row(at: 2)?.allocation.y ?? 0, list.row(at: 0)?.allocation.y ?? 0)
            window.destroy()
        }
    }

    func testASignalClosureFires() {
        onGtkThread {
            let button = Button(label: "Press")
            var clicks = 0
            button.onClicked { clicks += 1 }
            button.click()
            button.click()
            XCTAssertEqual(clicks, 2)
        }
    }

    func testALabelGivenTheTextItShowsIsNotSetAgain() {
        onGtkThread {
            let label = Label("by Aurora · CC0 1.0")
            var sets = 0
            label.connectPointer("notify::label") { _ in sets += 1 }
            label.text = "by Aurora · CC0 1.0"
            XCTAssertEqual(sets, 0, "unchanged text is not laid out again")
            label.text = "by Ember · CC0 1.0"
            XCTAssertEqual(sets, 1)
            XCTAssertEqual(label.text, "by Ember · CC0 1.0")
        }
    }

    func testSelectingAndActivatingRowsReportTheirIndex() {
        onGtkThread {
            let list = ListBox()
            for _ in 0..<4 {
                let row = ListBoxRow()
                row.add(Label("row"))
                list.append(row)
            }
            var selected: [Int?] = []
            var activated: [Int] = []
            list.onRowSelected { row in selected.append(row.flatMap { $0.index }) }
            list.onRowActivated { row in activated.append(row.index ?? -1) }
            list.select(list.row(at: 2)!)
            gtk_widget_activate(list.row(at: 3)!.widgetPointer)
            XCTAssertEqual(activated, [3])
            // Activating a row also selects it, as a double click does.
            XCTAssertEqual(selected, [2, 3])
            XCTAssertEqual(list.selectedIndex, 3)
            list.unselectAll()
            XCTAssertNil(list.selectedIndex, "a recycled list can show no selection")
            XCTAssertEqual(selected, [2, 3, nil])
        }
    }

    func testRowsFollowTheirSortKeyAndOnlyAChangedRowMoves() {
        onGtkThread {
            let list = ListBox()
            var keys: [ObjectIdentifier: Int] = [:]
            var labels: [ObjectIdentifier: String] = [:]
            for (text, key) in [("c", 30), ("a", 10), ("b", 20)] {
                let row = ListBoxRow()
                keys[ObjectIdentifier(row)] = key
                labels[ObjectIdentifier(row)] = text
                list.append(row)
            }
            list.sortRows { keys[ObjectIdentifier($0)] ?? 0 }
            let order = { (0..<3).compactMap { list.row(at: $0).flatMap { labels[ObjectIdentifier($0)] } } }
            XCTAssertEqual(order(), ["a", "b", "c"])
            let a = list.row(at: 0)!
            keys[ObjectIdentifier(a)] = 40
            list.rowChanged(a)
            XCTAssertEqual(order(), ["b", "c", "a"])
        }
    }

    func testAMainActorJobFromABackgroundThreadRunsInTheGtkMainLoop() {
        onGtkThread {
            nonisolated(unsafe) var ranOnMainThread = false
            nonisolated(unsafe) var ranInsideGLibDispatch = false
            nonisolated(unsafe) var done = false
            let sender = Thread {
                XCTAssertFalse(Thread.isMainThread)
                Task { @MainActor in
                    ranOnMainThread = Thread.isMainThread
                    ranInsideGLibDispatch = Gtk.mainLoopDepth > 0
                    done = true
                }
            }
            sender.start()
            iterateMainLoop(until: "the job: is the main actor bridged to the GLib loop?") { done }
            XCTAssertTrue(ranOnMainThread)
            XCTAssertTrue(ranInsideGLibDispatch, "the job ran, but not from a GLib main-loop dispatch")
        }
    }

    func testTheMainLoopGoesIdleOnceTheMainActorQueueIsDrained() {
        onGtkThread {
            nonisolated(unsafe) var done = false
            DispatchQueue.global().async {
                Task { @MainActor in done = true }
            }
            iterateMainLoop(until: "the main-actor job") { done }
            // A bridge that leaves its fd readable would dispatch forever and starve redraws.
            var busyIterations = 0
            while Gtk.iterateMainLoop(blocking: false) && busyIterations < 1000 {
                busyIterations += 1
            }
            XCTAssertLessThan(busyIterations, 1000, "the main loop never went idle")
        }
    }

    func testNoWrapperLeaksItsClosureBox() {
        onGtkThread {
            let before = SignalClosureBox.liveCount.load(ordering: .relaxed)
            do {
                let window = Window(title: "Leak")
                let button = Button(label: "Press")
                button.onClicked {}
                let list = ListBox()
                list.onRowActivated { _ in }
                list.onRowSelected { _ in }
                let box = Box(.vertical)
                box.packStart(button)
                box.packStart(list, expand: true)
                window.add(box)
                window.onDestroy {}
                // The four above and the window's own, which sets its frame sync when realized.
                XCTAssertEqual(SignalClosureBox.liveCount.load(ordering: .relaxed), before + 5)
                window.destroy()
            }
            iterateMainLoop(until: "every closure box to be released") {
                SignalClosureBox.liveCount.load(ordering: .relaxed) == before
            }
        }
    }

    func testADisconnectedHandlerIsReleasedAndNoLongerFires() {
        onGtkThread {
            let before = SignalClosureBox.liveCount.load(ordering: .relaxed)
            let button = Button(label: "Press")
            var clicks = 0
            let handler = button.connect("clicked") { clicks += 1 }
            button.disconnect(handler)
            button.click()
            XCTAssertEqual(clicks, 0)
            XCTAssertEqual(SignalClosureBox.liveCount.load(ordering: .relaxed), before)
        }
    }

    func testQueuedFrameJobsRunOnlyAfterAFramePaintedAndNeverTwoInOneFrame() {
        onGtkThread {
            let window = Window(title: "Frames")
            window.add(Label("frames"))
            window.showAll()
            iterateMainLoop(until: "the window to be realized") {
                gtk_widget_get_frame_clock(window.widgetPointer) != nil
            }
            let clock = Object(UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window.widgetPointer)!),
                ownership: .borrow)
            var framesPainted = 0
            clock.connect("after-paint") { framesPainted += 1 }
            drainMainLoop()
            let before = framesPainted
            let queue = NextFrameQueue(widget: window)
            var ranAfterFrame: [Int] = []
            queue.enqueue { ranAfterFrame.append(framesPainted) }
            queue.enqueue { ranAfterFrame.append(framesPainted) }
            XCTAssertEqual(ranAfterFrame, [], "nothing runs in the frame being built")
            iterateMainLoop(until: "both jobs to run") { ranAfterFrame.count == 2 }
            XCTAssertGreaterThan(ranAfterFrame.first ?? 0, before, "the first job waits for a painted frame")
            XCTAssertGreaterThan(ranAfterFrame.last ?? 0, ranAfterFrame.first ?? 0,
                "the second job waits for another one")
            window.destroy()
        }
    }

    func testAHiddenSpinnerFindsAndRendersItsIconAhead() {
        onGtkThread {
            let window = Window(title: "Spinner")
            let spinner = Spinner()
            window.add(spinner)
            window.showAll()
            spinner.isSpinning = false
            XCTAssertTrue(spinner.prepareIcon(), "the theme's spinner icon, in the spinner's size and colours")
            XCTAssertFalse(spinner.isVisible, "prepared, not shown")
            window.destroy()
        }
    }
}
