import DigestKit
import Foundation
import XCTest

/// SHA-1 and SHA-256 give FIPS 180-4's answers, whole or in pieces of any size.
final class DigestTests: XCTestCase {
    private let long = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"

    func testTheStandardsExamples() {
        XCTAssertEqual(Digest.hex(of: Data("abc".utf8), .sha1), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(Digest.hex(of: Data("abc".utf8), .sha256),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(Digest.hex(of: Data(), .sha256),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(Digest.hex(of: Data(long.utf8), .sha1), "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        XCTAssertEqual(Digest.hex(of: Data(long.utf8), .sha256),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(Digest.hex(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000), .sha256),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testPiecesOfEverySizeGiveTheSameDigest() {
        let bytes = Data((0..<1000).map { UInt8($0 % 251) })
        for size in [1, 7, 63, 64, 65, 300] {
            let digest = Digest(.sha256)
            for start in stride(from: 0, to: bytes.count, by: size) {
                digest.update(bytes[start..<min(start + size, bytes.count)])
            }
            XCTAssertEqual(digest.finish(), Digest.hex(of: bytes, .sha256), "pieces of \(size)")
        }
    }
}
