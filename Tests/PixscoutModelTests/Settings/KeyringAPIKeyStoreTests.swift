import Foundation
import XCTest
@testable import PixscoutModel

/// A keyring in memory, or none at all.
final class StubKeyring: SecretStoring, @unchecked Sendable {
    private let lock = NSLock()
    private var secret: String?
    let running: Bool

    init(running: Bool = true, secret: String? = nil) {
        self.running = running
        self.secret = secret
    }

    var stored: String? { lock.withLock { secret } }

    func lookup() throws(SecretStoreError) -> String? {
        guard running else { throw .unavailable("no Secret Service") }
        return lock.withLock { secret }
    }

    func store(_ secret: String) throws(SecretStoreError) {
        guard running else { throw .unavailable("no Secret Service") }
        lock.withLock { self.secret = secret }
    }

    func clear() throws(SecretStoreError) {
        guard running else { throw .unavailable("no Secret Service") }
        lock.withLock { secret = nil }
    }
}

final class KeyringAPIKeyStoreTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-keys-\(UUID())")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var file: FileAPIKeyStore {
        FileAPIKeyStore(file: folder.appendingPathComponent("config"))
    }

    func testWithAKeyringTheKeyLivesThereAndNotInTheFile() throws {
        let keyring = StubKeyring()
        let store = KeyringAPIKeyStore(keyring: keyring, file: file)
        try store.save(APIKey("in-the-keyring")!)
        XCTAssertEqual(keyring.stored, "in-the-keyring")
        XCTAssertNil(file.load())
        XCTAssertEqual(store.load()?.value, "in-the-keyring")
    }

    func testAKeyInTheFileMovesIntoTheKeyringOnce() throws {
        try file.save(APIKey("from-the-file")!)
        let keyring = StubKeyring()
        let store = KeyringAPIKeyStore(keyring: keyring, file: file)
        XCTAssertEqual(store.load()?.value, "from-the-file")
        XCTAssertEqual(keyring.stored, "from-the-file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.file.path), "the plain copy is gone")
        XCTAssertEqual(store.load()?.value, "from-the-file", "and read from the keyring from now on")
    }

    func testWithoutAKeyringTheFileServesAsBefore() throws {
        let store = KeyringAPIKeyStore(keyring: StubKeyring(running: false), file: file)
        try store.save(APIKey("in-the-file")!)
        XCTAssertEqual(file.load()?.value, "in-the-file")
        XCTAssertEqual(store.load()?.value, "in-the-file")
        let mode = try FileManager.default.attributesOfItem(atPath: file.file.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
    }

    func testRemovingForgetsTheKeyEverywhere() throws {
        try file.save(APIKey("old")!)
        let keyring = StubKeyring(secret: "newer")
        let store = KeyringAPIKeyStore(keyring: keyring, file: file)
        try store.remove()
        XCTAssertNil(keyring.stored)
        XCTAssertNil(file.load())
        XCTAssertNil(store.load())
        try KeyringAPIKeyStore(keyring: StubKeyring(running: false), file: file).remove()
    }
}
