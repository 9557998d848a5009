/// A site's lookup of a file by the SHA-1 of its bytes: the image it holds with exactly those
/// bytes, nil when it holds none; a failure to ask throws.
public protocol HashLookup: Sendable {
    func image(withSHA1 sha1: String) async throws(NetworkError) -> ImageEntity?
}
