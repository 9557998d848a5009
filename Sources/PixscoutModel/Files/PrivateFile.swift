import Foundation

/// Files only the user can read (0600, in folders 0700), replaced atomically: written under a
/// temporary name in the same folder, then renamed, so a reader never sees half a file.
enum PrivateFile {
    struct WriteError: Error {}

    static func write(_ data: Data, to file: URL) throws(WriteError) {
        do {
            try createFolder(file.deletingLastPathComponent())
        } catch {
            throw WriteError()
        }
        do throws(SafeFile.WriteError) {
            try SafeFile.write(data, to: file)
        } catch {
            throw WriteError()
        }
    }

    /// Creates `folder` private to the user. A folder the user made a link to (their own
    /// choice, for settings kept elsewhere) is used as it is, its mode left alone.
    static func createFolder(_ folder: URL) throws {
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if !SafeFile.isSymbolicLink(folder.path) {
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        }
    }

    /// A short, stable file name for any key; callers keep the key inside the file to tell
    /// collisions apart.
    static func name(for key: String) -> String {
        checksum(Data(key.utf8))
    }

    /// FNV-1a over the bytes, 64 bits in hex: cheap, stable across runs, not cryptographic.
    static func checksum(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // Read as an array, at memory speed: Data's own iterator goes a byte at a time through
        // its storage, and every thumbnail the cache keeps is summed.
        for byte in [UInt8](data) {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
