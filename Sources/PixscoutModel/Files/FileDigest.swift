import DigestKit
import Foundation
import Glibc

/// The SHA-256 of a file as it lies on disk, read in pieces: never through a link, never
/// waiting on a FIFO.
public enum FileDigest {
    public static func sha256(ofFileAt path: String) -> String? {
        let descriptor = open(path, O_RDONLY | SafeFile.safeFlags)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let digest = Digest(.sha256)
        do {
            // Foundation says nil, or nothing, at the end.
            while let piece = try handle.read(upToCount: 1 << 20), !piece.isEmpty {
                digest.update(piece)
            }
        } catch {
            return nil
        }
        return digest.finish()
    }
}
