import CGtk
import Foundation

/// An immutable decoded image. GdkPixbuf's reference counting is thread-safe, so a pixbuf
/// decoded on a worker thread can be handed to the main thread.
public final class Pixbuf: @unchecked Sendable {
    let pixbufPointer: OpaquePointer

    public let width: Int
    public let height: Int

    /// Takes over one reference.
    init(taking pixbuf: OpaquePointer) {
        pixbufPointer = pixbuf
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pixbufPointer))
    }

    public enum DecodingError: Error, Sendable {
        case notAnImage
        case tooLarge
    }

    /// The gdk-pixbuf loaders Pixscout lets near network bytes; no other installed loader is
    /// ever chosen, whatever the bytes claim.
    public static let formats: Set<String> = ["jpeg", "png", "gif", "webp"]

    /// The bytes decoded between two chances for a waiting thread to run: about half a
    /// millisecond of a thumbnail's decoding.
    static let decodingStep = 8192

    /// Decodes `data`, which must be `format` (one of ``formats``, read from the bytes),
    /// scaled down to fit `maxWidth` x `maxHeight` while decoding. A picture larger than
    /// ``PixbufFit/maxSourcePixels(maxWidth:maxHeight:)`` is refused as soon as its size is
    /// read, before any pixel is allocated. Blocking: call it off the main thread.
    public static func decode(_ data: Data, format: String, maxWidth: Int,
        maxHeight: Int) throws(DecodingError) -> Pixbuf {
        guard formats.contains(format),
            let loader = gdk_pixbuf_loader_new_with_type(format, nil) else { throw .notAnImage }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }

        var fit = PixbufFit(maxWidth: maxWidth, maxHeight: maxHeight)
        let written = withUnsafeMutablePointer(to: &fit) { fitPointer -> Bool in
            let handler = g_signal_connect_data(
                UnsafeMutableRawPointer(loader), "size-prepared",
                unsafeBitCast(pixbufFitToSize, to: GCallback.self), fitPointer, nil, GConnectFlags(0))
            defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(loader), handler) }
            let wrote = data.withUnsafeBytes { bytes -> Bool in
                guard let base = bytes.baseAddress else { return false }
                // In steps, giving the core away between them: the loader decodes as bytes come.
                for start in stride(from: 0, to: bytes.count, by: decodingStep) {
                    if start > 0 { ThreadPriority.letWaitingThreadsRun() }
                    let length = min(decodingStep, bytes.count - start)
                    guard gdk_pixbuf_loader_write(loader, base.assumingMemoryBound(to: guchar.self) + start,
                        gsize(length), nil) != 0
                    else { return false }
                }
                return !bytes.isEmpty
            }
            // Close even after a failed write: a loader must not be finalized unclosed.
            let closed = gdk_pixbuf_loader_close(loader, nil) != 0
            return wrote && closed
        }
        if fit.rejected { throw .tooLarge }
        guard written, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { throw .notAnImage }
        // The loader owns its pixbuf: take a reference of our own before the loader goes.
        g_object_ref(UnsafeMutableRawPointer(pixbuf))
        return Pixbuf(taking: pixbuf)
    }
}

/// What the size-prepared handler needs: the box to fit into, and whether it refused.
struct PixbufFit {
    /// A thumbnail or the pane's picture (a box up to 512 px) comes from a source of at most
    /// 16 megapixels; a larger box (a full-window look, a copy) from at most 50. gdk-pixbuf's
    /// PNG, GIF and WebP loaders allocate the whole source before scaling, 4 bytes a pixel.
    static let thumbnailSourcePixels = 16_000_000
    static let largeSourcePixels = 50_000_000
    static let thumbnailBox = 512

    let maxWidth: Int
    let maxHeight: Int
    var rejected = false

    static func maxSourcePixels(maxWidth: Int, maxHeight: Int) -> Int {
        max(maxWidth, maxHeight) <= thumbnailBox ? thumbnailSourcePixels : largeSourcePixels
    }
}

private let pixbufFitToSize: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, gint, gint,
    UnsafeMutableRawPointer?) -> Void = {
    loader, width, height, data in
    guard let loader, let data else { return }
    let fit = data.assumingMemoryBound(to: PixbufFit.self)
    let limit = PixbufFit.maxSourcePixels(maxWidth: fit.pointee.maxWidth, maxHeight: fit.pointee.maxHeight)
    guard width > 0, height > 0, Int(width) * Int(height) <= limit else {
        // A size of 0 makes every loader stop with an error before it allocates anything; a
        // 1x1 request would be ignored by the loaders that scale only after decoding.
        fit.pointee.rejected = true
        gdk_pixbuf_loader_set_size(loader, 0, 0)
        return
    }
    let scale = min(1, Double(fit.pointee.maxWidth) / Double(width), Double(fit.pointee.maxHeight) / Double(height))
    if scale < 1 {
        gdk_pixbuf_loader_set_size(
            loader, gint(max(1, (Double(width) * scale).rounded())), gint(max(1, (Double(height) * scale).rounded())))
    }
}
