import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// `pixscout credits --recheck` against the fixture server: a used Commons file deleted and a
/// used Openverse record relicensed since are marked in the library, shown in the detail pane
/// and in `--check`; asked again with nothing new, it says so and the answers come from the cache.
final class SiteRecheckEndToEndTests: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "all"] + sites(server, option: "--api-url")
    }

    /// Each site at the fixture server, as `option` names them.
    private func sites(_ server: FixtureServer, option: String = "--site-api") -> [String] {
        [option, "pixabay=" + server.apiURL, option, "openverse=" + server.rootURL + "v1/images/",
         option, "commons=" + server.rootURL + "w/api.php"]
    }

    override func prepareHome(_ home: URL) throws {
        try Self.makePicturesFolder(in: home)
    }

    /// Moves down the results until one from each site is saved and starred; their ids.
    private func saveACommonsFileAndAnOpenverseRecord() throws -> (commons: String, openverse: String, file: URL) {
        try search("green")
        var (commons, openverse, file): (String?, String?, URL?) = (nil, nil, nil)
        for _ in 0..<20 where commons == nil || openverse == nil {
            let moved = app.events.count
            try app.press("Down")
            let detail = try app.waitForEvent(after: moved) { $0.kind == .detail }
            guard case .detail(let id, _, _, _, let source) = detail else { continue }
            let isCommons = source == "From Wikimedia Commons" && commons == nil
            let isOpenverse = source.hasPrefix("From Flickr via Openverse") && openverse == nil
            guard isCommons || isOpenverse else { continue }
            try app.waitForEvent(after: moved) { $0.kind == .detailImage }
            let saving = app.events.count
            try app.press("ctrl+s")
            try app.press(["Return"], inWindowTitled: "Save Image")
            let saved = try app.waitForEvent(after: saving) { $0.savedPath != nil }
            try app.press("ctrl+d")
            if isCommons {
                commons = id
                file = saved.savedPath.map { URL(fileURLWithPath: $0) }
            } else {
                openverse = id
            }
        }
        return (try XCTUnwrap(commons), try XCTUnwrap(openverse), try XCTUnwrap(file))
    }

    func testARemovedFileAndANewLicenceAreMarkedAndASecondRecheckIsQuiet() throws {
        let (commons, openverse, file) = try saveACommonsFileAndAnOpenverseRecord()
        try app.waitFor("the ledger to hold both uses") {
            let json = (try? app.runAgain(["credits", "--format", "json"]).output) ?? ""
            return json.components(separatedBy: "\"kind\" : \"saved\"").count == 3
        }
        try server.blocking { server in
            for path in ["_fixtures/remove?id=\(commons)", "_fixtures/relicense?id=\(openverse)&license=by-nc-nd"] {
                _ = try await server.bytes(at: server.rootURL + path)
            }
            try await server.reset()
        }
        let first = try app.runAgain(["credits", "--recheck"] + sites(server))
        XCTAssertEqual(first.status, 1, first.output + first.errors)
        XCTAssertTrue(first.output.contains("Removed from Wikimedia Commons on"), first.output)
        XCTAssertTrue(first.output.contains("Licence now CC BY-NC-ND 4.0, was"), first.output)
        XCTAssertTrue(first.output.contains("2 of 2 used images changed at their sites."), first.output)

        let requests = try server.blocking { try await $0.requests() }.count
        let second = try app.runAgain(["credits", "--recheck"] + sites(server))
        XCTAssertEqual(second.status, 0, second.output + second.errors)
        XCTAssertTrue(second.output.contains("The 2 used images checked are still there"), second.output)
        XCTAssertLessThanOrEqual(try server.blocking { try await $0.requests() }.count - requests, 2,
            "at most one request a site for two images")

        let document = app.home.appendingPathComponent("essay.odt")
        try DocumentFixtures.openDocument(document, presentation: false, pictures: [file])
        let checked = try app.runAgain(["credits", "--check", document.path])
        XCTAssertEqual(checked.status, 1)
        XCTAssertTrue(checked.output.contains("Removed from Wikimedia Commons on"), checked.output)

        let shown = app.events.count
        try app.press("alt+2")
        try app.waitForEvent(after: shown) { $0 == .library(.shown(count: 2)) }
        var licences: [String] = []
        for _ in 0..<2 {
            let moved = app.events.count
            try app.press("Down")
            if case .detail(_, _, _, let license, _) = try app.waitForEvent(after: moved, { $0.kind == .detail }) {
                licences.append(license)
            }
        }
        XCTAssertTrue(licences.contains { $0.contains("Removed from Wikimedia Commons on") }, "\(licences)")
        XCTAssertTrue(licences.contains { $0.contains("Licence now CC BY-NC-ND 4.0") }, "\(licences)")
    }
}
