import DigestKit
import Foundation
import PixscoutModel
import PixscoutTestSupport
import XCTest

/// Each picture is known by its credit, by a written file's SHA-256, by its look against the
/// library, or by Commons' SHA-1; the licence's verdict follows the use named; the exit status
/// says whether all are known and allowed.
final class OriginCheckTests: FolderTestCase {
    typealias StubLedgerForLookups = StubLedger
    typealias StubFingerprintingForLookups = StubFingerprinting

    final class StubLedger: LedgerReading, @unchecked Sendable {
        var receipts: [String: UsedImage] = [:]
        var kept: [(ImageEntity, Data)] = []
        var pages: [String: ImageEntity] = [:]
        var handedOn: [(UsedImage, PerceptualHash)] = []
        var failure: LibraryError?
        func use(ofFileWithSHA256 digest: String) async throws(LibraryError) -> UsedImage? {
            if let failure { throw failure }
            return receipts[digest]
        }
        func handedOnLooks(limit: Int) async throws(LibraryError) -> [(UsedImage, PerceptualHash)] { handedOn }
        func image(withPageURL pageURL: String) async throws(LibraryError) -> ImageEntity? { pages[pageURL] }
        func usedImagesWithThumbnails(limit: Int) async throws(LibraryError) -> [(ImageEntity, Data)] { kept }
    }

    /// Reads a "picture" as the 72 grey values its bytes after a JPEG's first 3 spell.
    struct StubFingerprinting: PictureFingerprinting {
        func gray(of bytes: Data, width: Int, height: Int, maxPixels: Int) throws(FitError) -> [UInt8] {
            guard bytes.count >= 75 else { throw .tooManyPixels }
            return Array(bytes.dropFirst(3).prefix(72))
        }
    }

    private func image(_ id: String, _ license: ImageLicense) -> ImageEntity {
        ImageEntity(site: .openverse, id: id, title: id.capitalized, pageURL: "https://example.org/\(id)",
            previewURL: nil, imageURL: nil, largeImageURL: nil, creator: ImageCreator(name: "Ana"), license: license)
    }

    /// A "JPEG" whose grey copy (to the stub) is `pattern`, written to `name`.
    private func picture(_ name: String, _ pattern: (Int) -> UInt8) throws -> URL {
        let file = folder.appendingPathComponent(name)
        try (Data([0xFF, 0xD8, 0xFF]) + Data((0..<72).map(pattern))).write(to: file)
        return file
    }

    func testEachWayOfKnowingAPictureAndTheVerdictsOfAUse() async throws {
        let ledger = StubLedger()
        let written = try picture("written.jpg") { UInt8($0 * 3) }
        let copy = try picture("copy.jpg") { UInt8(($0 * 7) % 200) }
        let fromCommons = try picture("commons.jpg") { UInt8(255 - $0) }
        let unknown = try picture("unknown.jpg") { UInt8(($0 * 37) % 256) }
        let nd = image("statue", .creativeCommons(code: "by-nd", version: "4.0", url: nil))
        let nc = image("harbour", .creativeCommons(code: "by-nc", version: "4.0", url: nil))
        let sha = try XCTUnwrap(FileDigest.sha256(ofFileAt: written.path))
        ledger.receipts[sha] = UsedImage(image: nd, uses: [ImageUse(kind: .saved, date: Date(),
            destination: written.path, isChanged: true)])
        ledger.kept = [(nc, try Data(contentsOf: copy))]
        let commons = image("fountain", .creativeCommons(code: "cc0", version: "1.0", url: nil))
        let commonsSHA1 = Digest.hex(of: try Data(contentsOf: fromCommons), .sha1)
        let check = OriginCheck(ledger: ledger, fingerprinting: StubFingerprinting(), commons: CommonsLookup { sha1 in
            sha1 == commonsSHA1 ? commons : nil
        })
        let paths = [written, copy, fromCommons, unknown].map(\.path)

        let offline = await check.check(paths, use: [])
        XCTAssertNil(offline.pictures[2].origin, "Commons is asked only when the person says so")
        let plain = await check.check(paths, use: [], asksCommons: true)
        XCTAssertEqual(plain.pictures.map { $0.origin?.image?.id }, ["statue", "harbour", "fountain", nil])
        XCTAssertEqual(plain.pictures.map(\.isAllowed), [false, true, true, true],
            "the statue's copy was fitted: its No-Derivatives licence forbids that")
        XCTAssertEqual(plain.exitStatus, 2)
        if case .look(let distance) = plain.pictures[1].origin?.match { XCTAssertEqual(distance, 0) } else {
            XCTFail("the copy is known by its look")
        }

        let commercial = await check.check([copy.path, fromCommons.path], use: .commercial, asksCommons: true)
        XCTAssertEqual(commercial.refused.map(\.place), [copy.path])
        XCTAssertEqual(commercial.refused.first?.refusalSentences,
            ["“\(copy.path)” is under CC BY-NC 4.0, which allows no commercial use."])
        XCTAssertEqual(commercial.exitStatus, 2)

        let known = await check.check([copy.path, fromCommons.path], use: [], asksCommons: true)
        XCTAssertEqual(known.exitStatus, 0)
        let partly = await check.check([copy.path, unknown.path], use: [])
        XCTAssertEqual(partly.exitStatus, 1)
        XCTAssertTrue(partly.rendered(as: .markdown).contains("## Not known"))
    }
}

/// Wikimedia Commons is asked once a distinct picture, in series, within the check's time; a
/// copy of a file Pixscout handed on is known by that file's look; a library that cannot be
/// read is said.
final class OriginCheckLookupTests: FolderTestCase {
    private actor Asked {
        var hashes: [String] = []
        var atOnce = 0
        var most = 0
        func start(_ hash: String) { hashes.append(hash); atOnce += 1; most = max(most, atOnce) }
        func end() { atOnce -= 1 }
    }

    private func picture(_ name: String, _ seed: Int) throws -> URL {
        let file = folder.appendingPathComponent(name)
        try (Data([0xFF, 0xD8, 0xFF]) + Data((0..<72).map { UInt8(($0 * seed) % 251) })).write(to: file)
        return file
    }

    func testOneRequestADistinctPictureOneAtATime() async throws {
        let asked = Asked()
        let same = try picture("same.jpg", 7)
        let page = folder.appendingPathComponent("page.html")
        let links = (0..<50).map { "<img src=\"same.jpg?\($0)\"><img src=\"./x/../same.jpg#\($0)\">" }.joined()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("x"),
            withIntermediateDirectories: true)
        try Data(links.utf8).write(to: page)
        let other = try picture("other.jpg", 11)
        let check = OriginCheck(ledger: nil, fingerprinting: nil, commons: CommonsLookup { hash in
            await asked.start(hash)
            try? await Task.sleep(nanoseconds: 5_000_000)
            await asked.end()
            return nil
        })
        let report = await check.check([page.path, same.path, other.path], use: [], asksCommons: true)
        XCTAssertEqual(report.pictures.count, 3, "the page's one picture, then the two files")
        let hashes = await asked.hashes
        XCTAssertEqual(hashes.count, 2, "one request for one picture named 101 ways")
        let most = await asked.most
        XCTAssertEqual(most, 1, "in series, as Wikimedia asks")
    }

    func testASlowCommonsEndsWithinTheChecksTimeWithASentence() async throws {
        let files = try (0..<3).map { try picture("p\($0).jpg", 3 + $0 * 2) }
        let never = CommonsLookup(checkSeconds: 0.2) { _ throws(NetworkError) in
            // A server that never answers: only the check's time ends the wait.
            try? await Task.sleep(nanoseconds: 60_000_000_000)
            throw NetworkError.cancelled
        }
        let check = OriginCheck(ledger: nil, fingerprinting: nil, commons: never)
        let report = await check.check(files.map(\.path), use: [], asksCommons: true)
        XCTAssertEqual(report.unknown.count, 3)
        XCTAssertEqual(report.problems, [DocumentProblem.notLookedUp(count: 3)])
        XCTAssertTrue(report.problems[0].message.contains("was not asked about 3 pictures"), report.problems[0].message)
        XCTAssertEqual(report.exitStatus, 1)
    }

    func testACopyOfAHandedOnFileIsKnownByItsLookAndALockedLibraryIsSaid() async throws {
        let copy = try picture("copy.jpg", 13)
        let gray = Array(try Data(contentsOf: copy).dropFirst(3).prefix(72))
        let statue = ImageEntity(site: .openverse, id: "statue", title: "Statue", pageURL: "https://example.org/statue",
            previewURL: nil, imageURL: nil, largeImageURL: nil,
            license: .creativeCommons(code: "by-nd", version: "4.0", url: nil))
        let ledger = OriginCheckTests.StubLedgerForLookups()
        ledger.handedOn = [(UsedImage(image: statue, uses: [ImageUse(kind: .saved, date: Date(), destination: "/x.jpg",
            isChanged: true)]), try XCTUnwrap(PerceptualHash(gray: gray)))]
        let check = OriginCheck(ledger: ledger, fingerprinting: OriginCheckTests.StubFingerprintingForLookups(),
            commons: nil)
        let report = await check.check([copy.path], use: [])
        XCTAssertEqual(report.pictures.first?.origin?.image?.id, "statue")
        XCTAssertEqual(report.pictures.first?.origin?.isChanged, true, "the file handed on was fitted")
        XCTAssertEqual(report.exitStatus, 2, "a fitted copy of a No-Derivatives picture")

        ledger.failure = .busy
        let locked = await check.check([copy.path], use: [])
        XCTAssertEqual(locked.ledgerFailure, .busy)
        XCTAssertEqual(locked.exitStatus, 2, "a library that cannot be read is no empty library")
    }
}
