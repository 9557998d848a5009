import DigestKit
import Foundation
import PixscoutModel
import PixscoutTestSupport
import XCTest

/// Each picture is known by its credit, by a written file's SHA-256, by its look against the
/// library, or by Commons' SHA-1; the licence's verdict follows the use named; the exit status
/// says whether all are known and allowed.
final class OriginCheckTests: FolderTestCase {
    private final class StubLedger: LedgerReading, @unchecked Sendable {
        var receipts: [String: UsedImage] = [:]
        var kept: [(ImageEntity, Data)] = []
        var pages: [String: ImageEntity] = [:]
        func use(ofFileWithSHA256 digest: String) async throws(LibraryError) -> UsedImage? { receipts[digest] }
        func image(withPageURL pageURL: String) async throws(LibraryError) -> ImageEntity? { pages[pageURL] }
        func usedImagesWithThumbnails(limit: Int) async throws(LibraryError) -> [(ImageEntity, Data)] { kept }
    }

    /// Reads a "picture" as the 72 grey values its bytes after a JPEG's first 3 spell.
    private struct StubFingerprinting: PictureFingerprinting {
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
        let check = OriginCheck(ledger: ledger, fingerprinting: StubFingerprinting()) { sha1 in
            sha1 == commonsSHA1 ? commons : nil
        }
        let paths = [written, copy, fromCommons, unknown].map(\.path)

        let plain = await check.check(paths, use: [])
        XCTAssertEqual(plain.pictures.map { $0.origin?.image?.id }, ["statue", "harbour", "fountain", nil])
        XCTAssertEqual(plain.pictures.map(\.isAllowed), [false, true, true, true],
            "the statue's copy was fitted: its No-Derivatives licence forbids that")
        XCTAssertEqual(plain.exitStatus, 2)
        if case .look(let distance) = plain.pictures[1].origin?.match { XCTAssertEqual(distance, 0) } else {
            XCTFail("the copy is known by its look")
        }

        let commercial = await check.check([copy.path, fromCommons.path], use: .commercial)
        XCTAssertEqual(commercial.refused.map(\.place), [copy.path])
        XCTAssertEqual(commercial.refused.first?.refusalSentences,
            ["“\(copy.path)” is under CC BY-NC 4.0, which allows no commercial use."])
        XCTAssertEqual(commercial.exitStatus, 2)

        let known = await check.check([copy.path, fromCommons.path], use: [])
        XCTAssertEqual(known.exitStatus, 0)
        let partly = await check.check([copy.path, unknown.path], use: [])
        XCTAssertEqual(partly.exitStatus, 1)
        XCTAssertTrue(partly.rendered(as: .markdown).contains("## Not known"))
    }
}
