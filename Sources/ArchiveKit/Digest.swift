import CDigest
import Foundation

/// A SHA-1 or SHA-256 digest of bytes given in pieces (`CDigest`), written as lowercase hex.
public struct Digest: Sendable {
    public enum Algorithm: Sendable {
        case sha1, sha256
    }

    private var state = PixscoutDigest()

    public init(_ algorithm: Algorithm) {
        switch algorithm {
        case .sha1: pixscout_sha1_start(&state)
        case .sha256: pixscout_sha256_start(&state)
        }
    }

    public mutating func update(_ bytes: Data) {
        bytes.withUnsafeBytes { pixscout_digest_update(&state, $0.baseAddress, $0.count) }
    }

    /// The digest in hex; the digest is not to be updated after.
    public mutating func finish() -> String {
        var out = [UInt8](repeating: 0, count: 32)
        pixscout_digest_finish(&state, &out)
        return out.prefix(Int(state.words) * 4).map { String(format: "%02x", $0) }.joined()
    }

    /// The digest of `bytes` in one piece.
    public static func hex(of bytes: Data, _ algorithm: Algorithm) -> String {
        var digest = Digest(algorithm)
        digest.update(bytes)
        return digest.finish()
    }
}
