import Foundation

/// Turns image bytes into a ``PreviewImage`` no larger than the given box. Runs off the main
/// thread; throws when the bytes are not an image, or declare more pixels than may be decoded.
public protocol PreviewDecoding: Sendable {
    /// `format` is what the bytes were read to be: "jpeg", "png", "gif" or "webp".
    func decodePreview(_ data: Data, format: String, maxWidth: Int, maxHeight: Int) async throws -> any PreviewImage
}
