import Foundation
import PixscoutProbe
import PixscoutTestSupport
import XCTest

/// All sites through the real app against `serve-fixtures`, which serves Openverse,
/// Commons and Pixabay on one port, Openverse's Wikimedia images being Commons' very files.
class AllSitesTestCase: EndToEndTestCase {
    override func appArguments(server: FixtureServer) -> [String] {
        ["--site", "all", "--api-url", "openverse=" + server.rootURL + "v1/images/",
         "--api-url", "commons=" + server.rootURL + "w/api.php", "--api-url", "pixabay=" + server.apiURL]
    }

    /// Searches `query`, waits until every site's answer is merged in (`count` rows), and
    /// walks the rows with Down, returning what the detail pane said of each.
    func detailsOfEveryRow(_ query: String, count: Int) throws -> [ProbeEvent] {
        let before = app.events.count
        try search(query)
        try app.waitForEvent(after: before) { $0.searchStatus?.isResults(for: query, count: count) == true }
        var details: [ProbeEvent] = []
        for _ in 0..<count {
            let mark = app.events.count
            try app.press("Down")
            details.append(try app.waitForEvent(after: mark) { $0.kind == .detail })
        }
        return details
    }

    /// What each site has for `query` (Openverse's results those `openverse` keeps), and
    /// how many Openverse results are Commons' files.
    func expectedRows(_ query: String,
        openverse keeps: @escaping @Sendable (FixtureServer.OpenverseResult) -> Bool = { _ in true })
        throws -> (count: Int, shared: Int, openverse: [FixtureServer.OpenverseResult])
    {
        let (openverse, commons, pixabay) = try server.blocking { server in
            (try await server.openverseResults(forQuery: query), try await server.commonsFiles(forQuery: query),
             try await server.pixabayHits(forQuery: query, key: Self.key))
        }
        let commonsPages = Set(commons.map(\.descriptionURL))
        let kept = openverse.filter(keeps)
        let shared = kept.filter { commonsPages.contains($0.landingURL) }.count
        return (kept.count + commons.count + pixabay.count - shared, shared, openverse)
    }
}

final class AllSitesEndToEndTests: AllSitesTestCase {
    func testOneQueryShowsRowsFromEachSiteAndASharedFileOnceSayingWhereElseItIs() throws {
        let expected = try expectedRows("blue")
        XCTAssertGreaterThan(expected.shared, 0, "the fixtures share some files between Openverse and Commons")
        let sources = try detailsOfEveryRow("blue", count: expected.count).map { $0.detailSource ?? "" }
        XCTAssertTrue(sources.contains { $0.hasSuffix("via Openverse") }, "\(sources)")
        XCTAssertTrue(sources.contains { $0.hasPrefix("From Wikimedia Commons") && !$0.contains("via") }, "\(sources)")
        XCTAssertTrue(sources.contains("From Pixabay"), "\(sources)")
        XCTAssertEqual(sources.filter { $0.contains("; also on ") }.count, expected.shared, "\(sources)")
    }
}

/// All sites with "What is it for?" set to commercial use, as a person left it.
final class AllSitesForCommercialUseEndToEndTests: AllSitesTestCase {
    override func prepareHome(_ home: URL) throws {
        try Self.chooseCommercialUse(in: home)
    }

    func testTheCommercialUseFilterLeavesNoNonCommercialRow() throws {
        let expected = try expectedRows("blue") { !$0.license.split(separator: "-").contains("nc") }
        XCTAssertTrue(expected.openverse.contains { $0.license == "by-nc" },
            "the fixtures have non-commercial images to leave out")
        let licences = try detailsOfEveryRow("blue", count: expected.count).map { $0.detailLicense ?? "" }
        XCTAssertFalse(licences.contains { $0.contains("NC") }, "\(licences)")
        let requests = try server.blocking { try await $0.requests() }.filter { $0.path == "/v1/images/" }
        XCTAssertEqual(requests.last?.query["license_type"], "commercial", "Openverse is asked with its own filter")
    }
}

/// All sites in many fresh windows: each asks every site, every time.
final class AllSitesInFreshWindowsEndToEndTests: AllSitesTestCase {
    /// Half the windows are given the words on the command line (searched as the window opens),
    /// half have them typed.
    func testEachOfTwentyFreshWindowsAsksAllThreeSites() throws {
        let expected = try expectedRows("blue")
        for window in 1...20 {
            let fromTheCommandLine = window.isMultiple(of: 2)
            let asked = try server.blocking { try await $0.requests() }.count
            if window > 1 {
                app = nil
                app = try AppUnderTest(arguments: appArguments(server: server) + (fromTheCommandLine ? ["--query",
                    "blue"] : []),
                    environment: ["PIXABAY_API_KEY": Self.key])
            }
            if !fromTheCommandLine { try search("blue") }
            try app.waitForEvent { $0.searchStatus?.isResults(for: "blue", count: expected.count) == true }
            let paths = Set(try server.blocking { try await $0.requests() }.dropFirst(asked).map(\.path))
            XCTAssertTrue(paths.isSuperset(of: ["/v1/images/", "/w/api.php", "/api/"]), "window \(window) asked "
                + "\(paths)")
        }
    }
}
