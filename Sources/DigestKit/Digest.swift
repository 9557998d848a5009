import CGLib
import Foundation

/// A SHA-1 or SHA-256 digest of bytes given in pieces, through GLib's `GChecksum` (GLib is
/// loaded with every GNOME program), written as lowercase hex.
public final class Digest {
    public enum Algorithm: Sendable {
        case sha1, sha256
    }

    private let checksum: OpaquePointer

    public init(_ algorithm: Algorithm) {
        guard let made = g_checksum_new(algorithm == .sha1 ? G_CHECKSUM_SHA1 : G_CHECKSUM_SHA256) else {
            preconditionFailure("GLib knows SHA-1 and SHA-256")
        }
        checksum = made
    }

    deinit {
        g_checksum_free(checksum)
    }

    public func update(_ bytes: Data) {
        bytes.withUnsafeBytes { buffer in
            // GChecksum takes a gssize at a time.
            var offset = 0
            while offset < buffer.count {
                let piece = min(buffer.count - offset, Int(Int32.max))
                let start = buffer.baseAddress?.advanced(by: offset).assumingMemoryBound(to: UInt8.self)
                g_checksum_update(checksum, start, piece)
                offset += piece
            }
        }
    }

    /// The digest in hex; the digest is not to be updated after.
    public func finish() -> String {
        String(cString: g_checksum_get_string(checksum))
    }

    /// The digest of `bytes` in one piece.
    public static func hex(of bytes: Data, _ algorithm: Algorithm) -> String {
        let digest = Digest(algorithm)
        digest.update(bytes)
        return digest.finish()
    }
}
