import Foundation
import PixscoutProbe
import XCTest

/// The probe's lines as the end-to-end tests and `scripts/bench` read them, and each read back
/// into the event that wrote it.
final class ProbeEventTests: XCTestCase {
    /// One of every event, with the text that is hardest to read back: quotes, backslashes,
    /// spaces, the detail's own separator in a title.
    private let everyEvent: [ProbeEvent] = [
        .windowShown, .window(title: "Fit “A | B”", change: .shown), .rows(50),
        .loadingMore(true), .visibleRows(first: 0, last: 6),
        .previewsShown(count: 3, row: 2, width: 300, height: 200), .resultsLayout("grid"), .tiles(2),
        .status(.results(query: #"say "hi" \ bye"#, count: 4, total: nil)), .summary("50 / 64 images"),
        .attribution("Images from Pixabay"), .suggestion("red car"), .banner("Check your connection."),
        .notice("2 images starred."),
        .fit("ready 1920x1080"),
        .checkedPicture(verdict: "unknown", licence: "-", place: "talk.odt › Pictures/3.png"),
        .checkProblem("“talk.odt” names a part outside itself, “../x.jpg”: Pixscout did not read it."),
        .detail(id: "pixabay:1", title: "A | B", counts: "1 like", license: "CC BY 4.0", source: "Pixabay"),
        .detailImage(id: "openverse:x"), .detailPane(shown: false), .paneWidth(320, handleX: 880),
        .save(.saved(path: "/tmp/my files/a.jpg")), .quickLook(index: 3, title: "Sun set"),
        .quickLookImage(index: 3, width: 1280, height: 853), .quickLookBroken(index: 4), .quickLookClosed,
        .contextMenu, .clipboardText("Photo by A (CC BY)"), .clipboardImage(width: 640, height: 480),
        .opened("https://pixabay.com/photos/1/"), .openFailed, .wallpaper(outcome: "set", path: "/tmp/a b.jpg"),
        .dragBegin(link: "https://x/1"), .dragFile(path: nil), .dragDelivered(path: "/tmp/d/a.jpg"), .mode("library"),
        .shelf(id: "collection:2"), .library(.shown(count: 2)), .selectedCount(3), .folderSave(fraction: 0.5),
        .libraryAttached(opened: true), .colorScheme(dark: true),
        .bounds(.followUps, x: 1, y: 2, width: 3, height: 4),
        .bounds(.toastAction, x: 5, y: 6, width: 7, height: 8),
        .bounds(.detailActions, x: 0, y: 599, width: 480, height: 34),
        .rowBounds(index: 1, x: 0, y: 40, width: 600, height: 96),
        .stall(milliseconds: 4.5, ranMilliseconds: 2.5, waitedMilliseconds: 1.5), .searchProviderExported,
        .savedKey(found: false, keyringAnswered: false), .barrier,
    ]

    func testEveryEventReadsBackAsItself() {
        let kinds = Set(everyEvent.map(\.kind))
        XCTAssertEqual(kinds.count, ProbeEventKind.allCases.count, "every kind of event")
        for event in everyEvent {
            XCTAssertEqual(ProbeEvent(text: event.text), event, event.text)
        }
    }

    /// The other states of the events that carry one.
    private let moreStates: [ProbeEvent] = [
            .status(.idle), .status(.searching(query: "")), .status(.results(query: "q", count: 50, total: 64)),
            .status(.noResults(query: "zz")), .status(.failed(query: "x")), .save(.idle),
            .save(.saving(fraction: nil)), .save(.saving(fraction: 0.25)), .save(.failed(message: #"No "room""#)),
            .library(.opening), .library(.loading), .library(.failed), .library(.unavailable),
            .folderSave(fraction: nil), .dragFile(path: "/tmp/a.jpg"), .savedKey(found: true, keyringAnswered: true),
            .detailPane(shown: true), .window(title: "Save Image", change: .hidden),
            .window(title: "Save", change: .active), .libraryAttached(opened: false), .colorScheme(dark: false),
            .summary(""), .stall(milliseconds: 12.5, ranMilliseconds: nil, waitedMilliseconds: nil),
        ]

    /// Lines no event writes.
    private let unreadable = [
        "", "rows", "rows many", "rows 3 4", "window-shown now", "status searching q", "status results 4 \"q\"",
        "previews-shown 3 300 row 2", "nobody-bounds 1 2 3 4", "credit-bounds 1 2 3", "detail x a | b",
        "library shown", "save saving half", "quick-look closed now", "unknown 1", "stall 4.5", "stall 4.5 ran 1.0",
        "stall 4.5 waited 1.0 ran 2.0",
    ]

    func testEachStatusSaveAndShelfReadsBack() {
        for event in moreStates {
            XCTAssertEqual(ProbeEvent(text: event.text), event, event.text)
        }
    }

    func testEachEventIsWrittenAsTheBenchmarkReadsIt() {
        let table: [(ProbeEvent, String)] = [
            (.windowShown, "window-shown"), (.rows(50), "rows 50"), (.loadingMore(true), "loading-more true"),
            (.visibleRows(first: 0, last: 6), "visible-rows 0 6"),
            (.previewsShown(count: 3, row: 2, width: 300, height: 200), "previews-shown 3 300x200 row 2"),
            (.status(.results(query: "blue", count: 4, total: 4)), #"status results 4 4 "blue""#),
            (.status(.searching(query: "say \"hi\"")), #"status searching "say \"hi\"""#),
            (.bounds(.credit, x: 1, y: 2, width: 3, height: 4), "credit-bounds 1 2 3 4"),
            (.stall(milliseconds: 4.25, ranMilliseconds: 1, waitedMilliseconds: 3.04), "stall 4.2 ran 1.0 waited 3.0"),
            (.stall(milliseconds: 9, ranMilliseconds: nil, waitedMilliseconds: nil), "stall 9.0 ran - waited -"),
            (.selectedCount(2), "selected 2"),
            (.savedKey(found: false, keyringAnswered: false), "saved-key none keyring-silent"),
        ]
        for (event, text) in table {
            XCTAssertEqual(event.text, text)
        }
    }

    func testALineNoEventWritesReadsAsNone() {
        for line in unreadable {
            XCTAssertNil(ProbeEvent(text: line), line)
        }
    }

    /// The bench's reader (scripts/benchmarks/probe_events.py) reads every event into its kind
    /// and fields, which write the same line again, and reads no line that no event writes.
    func testTheBenchReadsEveryEventAsTheTestsDo() throws {
        let events = everyEvent + moreStates
        let lines = events.map(\.text) + unreadable
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts")
        let process = Process()
        let (input, output) = (Pipe(), Pipe())
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-m", "benchmarks.probe_events"]
        process.currentDirectoryURL = scripts
        (process.standardInput, process.standardOutput) = (input, output)
        try process.run()
        input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
        try input.fileHandleForWriting.close()
        let answers = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(answers.count, lines.count)
        for (event, answer) in zip(events, answers) {
            XCTAssertEqual(answer, "\(event.kind.rawValue)\t\(event.text)", "read as the Swift reads it")
        }
        XCTAssertEqual(Array(answers.dropFirst(events.count)), unreadable.map { _ in "none" })
    }
}
