import Foundation
import XCTest
@testable import PixscoutModel

/// A recheck asks each used image's site what it says now: a file gone and a record relicensed
/// are marked in the library (the receipts keep the day of use) and said once; asked again with
/// nothing new, nothing is said; a site that cannot be asked is named.
final class SiteRecheckTests: LibraryFileTestCase {
    /// Answers for its site's images from `statuses`, counting the questions.
    private final class StubSite: ImageSite, @unchecked Sendable {
        let description: SiteDescription
        var statuses: [String: SiteStatus] = [:]
        var fails = false
        private(set) var asked = 0

        init(_ id: SiteID) {
            description = SiteDescription(keylessAPI: id, baseURL: "https://example.org/")
        }

        func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
            ResultPage(images: [], totalCount: 0, next: nil)
        }

        func currentStatus(of images: [ImageEntity]) async throws(NetworkError) -> [String: SiteStatus]? {
            asked += 1
            if fails { throw .serverNotReached }
            return statuses
        }
    }

    private final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_796_515_200)
    }

    func testARemovedFileAndANewLicenceAreMarkedOnceAndKeptBesideTheReceipts() async throws {
        let library = Library(database: try LibraryDatabase.open(file))
        let (kitten, tree) = (LibraryImages.kitten(), LibraryImages.tree())
        try await library.recordUse(kitten, kind: .saved, destination: "/home/ana/kitten.jpg", thumbnail: nil)
        try await library.recordUse(tree, kind: .copied, destination: nil, thumbnail: nil)
        let (commons, openverse) = (StubSite(.commons), StubSite(.openverse))
        commons.statuses = [kitten.id: .removed]
        openverse.statuses = [tree.id: .present(.creativeCommons(code: "by-sa", version: "4.0", url: nil))]
        let clock = Clock()
        let recheck = SiteRecheck(site: { $0 == .commons ? commons : $0 == .openverse ? openverse : nil }) {
            clock.now
        }

        let first = try await recheck.run(on: library)
        XCTAssertEqual(first.checked, 2)
        XCTAssertEqual(Set(first.changed.map(\.image.key)), [kitten.key, tree.key])
        XCTAssertEqual(first.exitStatus, 1)
        let used = Dictionary(try await library.usedImages().map { ($0.image.key, $0) },
            uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(used[kitten.key]?.image.siteChange?.sentence.hasPrefix("Removed from Wikimedia Commons on"),
            true)
        XCTAssertEqual(used[tree.key]?.image.siteChange?.sentence, "Licence now CC BY-SA 4.0, was CC0 1.0")
        XCTAssertEqual(used[tree.key]?.uses.first?.receipt?.license?.name, "CC0 1.0", "the day of use stays")

        clock.now.addTimeInterval(86_400)
        let second = try await recheck.run(on: library)
        XCTAssertTrue(second.changed.isEmpty, "nothing new: \(second.changed)")
        XCTAssertEqual(second.exitStatus, 0)
        let kept = try await library.siteChanges(forKeys: [kitten.key])
        XCTAssertEqual(kept[kitten.key], .removed(from: .commons, on: Date(timeIntervalSince1970: 1_796_515_200)),
            "removed on the day it was first found gone")

        openverse.fails = true
        let offline = try await recheck.run(on: library)
        XCTAssertEqual(offline.exitStatus, 1)
        XCTAssertEqual(offline.failures.count, 1)
        XCTAssertTrue(offline.failures[0].hasPrefix("Openverse could not be asked about its images"),
            offline.failures[0])
    }
}
