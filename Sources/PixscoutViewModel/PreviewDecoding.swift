import Foundation

/// Turns image bytes into a ``PreviewImage`` no larger than the given box. Runs off the main
/// thread; throws when the bytes are not an image.
public protocol PreviewDecoding: Sendable {
    func decodePreview(_ data: Data, maxWidth: Int, maxHeight: Int) async throws -> any PreviewImage
}
