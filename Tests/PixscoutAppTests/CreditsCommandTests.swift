import Foundation
import PixscoutModel
import PixscoutTestSupport
import XCTest

/// `pixscout credits` prints the library's credits with no display, and never opens a window.
final class CreditsCommandTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-credits-\(UUID())")
        dataHome = home.appendingPathComponent("data")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    private var dataHome: URL!

    private func image(_ id: String, title: String, license: ImageLicense) -> ImageEntity {
        ImageEntity(
            site: .openverse, id: id, title: title, pageURL: "https://example.org/\(id)", previewURL: nil,
                imageURL: nil,
            largeImageURL: nil, creator: ImageCreator(name: "Ana", profileURL: "https://example.org/ana"),
                license: license)
    }

    /// Runs the command with no display; returns its status, output and errors.
    private func credits(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = RepositoryPaths.root.appendingPathComponent(".build/debug/pixscout")
        process.arguments = ["credits"] + arguments
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"] {
            environment[name] = nil
        }
        environment["XDG_DATA_HOME"] = dataHome.path
        environment["HOME"] = home.path
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self))
    }

    func testCreditsPrintWithNoDisplayInEachFormatForTheLedgerOrACollection() async throws {
        let store =
            Library(database: try LibraryDatabase.open(dataHome.appendingPathComponent("pixscout/library.sqlite")))
        let kitten = image("kitten", title: "Kitten", license: .creativeCommons(code: "by", version: "4.0", url: nil))
        let tree = image("tree", title: "Tree", license: .creativeCommons(code: "cc0", version: "1.0", url: nil))
        try await store.recordUse(kitten, kind: .saved, destination: "/home/ana/Slides/kitten.jpg", thumbnail: nil)
        try await store.setStarred([tree], true, thumbnails: [:])
        let slides = try await store.createCollection(named: "Slides")
        try await store.add([tree, kitten], toCollection: slides.id, thumbnails: [:])

        let used = try credits([])
        XCTAssertEqual(used.status, 0, used.errors)
        XCTAssertTrue(used.output.hasPrefix("# Image credits\n"), used.output)
        XCTAssertTrue(used.output.contains(
            "- **kitten.jpg**: [“Kitten”](https://example.org/kitten) by [Ana](https://example.org/ana), from "
                + "Openverse, "
                + "is licensed under [CC BY 4.0](https://creativecommons.org/licenses/by/4.0/)."), used.output)
        XCTAssertFalse(used.output.contains("Tree"), "only the images used")
        XCTAssertEqual(used.errors, "", "no display needed, no window tried")

        let html = try credits(["--format", "html", "--collection", "starred"])
        XCTAssertEqual(html.status, 0, html.errors)
        XCTAssertTrue(html.output.contains("<li><a href=\"https://example.org/tree\">“Tree”</a> by"), html.output)
        XCTAssertTrue(html.output.contains("no credit is needed."))

        let text = try credits(["--format", "text", "--collection", "SLIDES"])
        XCTAssertEqual(text.status, 0, text.errors)
        XCTAssertTrue(text.output.contains("“Kitten” (https://example.org/kitten) by Ana"), text.output)
        XCTAssertTrue(text.output.contains("“Tree” (https://example.org/tree) by Ana"), text.output)

        let unknown = try credits(["--collection", "Holidays"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.output, "")
        XCTAssertTrue(unknown.errors.contains("There is no collection called “Holidays”. Your collections: Slides."),
            unknown.errors)
    }

    func testWithNoLibraryYetTheCreditsAreEmptyAndNoneIsMade() throws {
        let result = try credits(["--format", "text"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasSuffix("No images yet.\n"), result.output)
        let file = dataHome.appendingPathComponent("pixscout/library.sqlite")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }

    func testALibraryAnotherProgramHoldsIsNeitherMovedNorEmptiedTheCommandSaysSoAndFails() async throws {
        let file = dataHome.appendingPathComponent("pixscout/library.sqlite")
        try await recordKittenSaved(in: file)
        let lock = try ExclusiveLock(file)
        let busy = try credits([])
        XCTAssertEqual(busy.status, 1, "never an empty document with success")
        XCTAssertEqual(busy.output, "")
        XCTAssertTrue(busy.errors.contains("Your library is in use by another program. Try again in a moment."),
            busy.errors)
        lock.release()
        let folder = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertFalse(folder.contains { $0.contains("damaged") }, "\(folder)")
        let free = try credits([])
        XCTAssertEqual(free.status, 0, free.errors)
        XCTAssertTrue(free.output.contains("Kitten"), free.output)
    }

    func testTheCommandNeitherMigratesNorMovesADamagedLibrary() throws {
        let file = dataHome.appendingPathComponent("pixscout/library.sqlite")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data("SQLite format 3\0".utf8) + Data(repeating: 0xAB, count: 8192)
        try garbage.write(to: file)
        let result = try credits([])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("the file is damaged"), result.errors)
        XCTAssertEqual(try Data(contentsOf: file), garbage, "the command only reads")
    }

    func testAReadOnlyLibraryStillListsItsCredits() async throws {
        let disk = try SmallFileSystem(kilobytes: 1024)
        let file = disk.folder.appendingPathComponent("pixscout/library.sqlite")
        try await recordKittenSaved(in: file)
        try disk.makeReadOnly()
        dataHome = disk.folder
        let result = try credits([])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("Kitten"), result.output)
    }

    /// A library at `file` whose ledger holds a saved kitten, closed again.
    private func recordKittenSaved(in file: URL) async throws {
        let store = Library(database: try LibraryDatabase.open(file))
        let kitten = image("kitten", title: "Kitten", license: .creativeCommons(code: "by", version: "4.0", url: nil))
        try await store.recordUse(kitten, kind: .saved, destination: "/home/ana/Slides/kitten.jpg", thumbnail: nil)
    }
}
