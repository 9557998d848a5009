import Foundation
import GtkKit
import PixscoutViewModel

/// Decodes previews with gdk-pixbuf on the concurrent pool, never on the main thread, at the
/// size they are shown.
public final class PixbufPreviewDecoder: PreviewDecoding {
    public init() {}

    @concurrent
    public func decodePreview(_ data: Data, maxWidth: Int, maxHeight: Int) async throws -> any PreviewImage {
        PixbufPreview(try Pixbuf.decode(data, maxWidth: maxWidth, maxHeight: maxHeight))
    }
}
