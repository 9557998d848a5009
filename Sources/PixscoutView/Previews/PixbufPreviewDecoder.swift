import Foundation
import GtkKit
import PixscoutViewModel

/// Decodes previews with gdk-pixbuf on the concurrent pool, never on the main thread, at the
/// size they are shown. The pool's threads give way to the main thread: decoding is most of
/// their work, and a frame must not wait for a core behind a thumbnail.
public final class PixbufPreviewDecoder: PreviewDecoding {
    public init() {}

    @concurrent
    public func decodePreview(_ data: Data, format: String, maxWidth: Int,
        maxHeight: Int) async throws -> any PreviewImage {
        ThreadPriority.yieldToMainThread()
        defer { FreedMemoryTrimmer.shared.decoded() }
        return PixbufPreview(try Pixbuf.decode(data, format: format, maxWidth: maxWidth, maxHeight: maxHeight))
    }
}
