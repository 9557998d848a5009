import CGtk
import CShims
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
    /// scaled down to fit `maxWidth` x `maxHeight` (a JPEG mostly while decoding). A picture larger than
    /// ``PixbufFit/maxSourcePixels(maxWidth:maxHeight:)`` is refused as soon as its size is
    /// read, before any pixel is allocated. Blocking: call it off the main thread.
    public static func decode(_ data: Data, format: String, maxWidth: Int,
        maxHeight: Int) throws(DecodingError) -> Pixbuf {
        guard formats.contains(format) else { throw .notAnImage }
        return try decode(data, loader: format, maxWidth: maxWidth, maxHeight: maxHeight)
    }

    /// The formats read only to be compared by their look (a document's BMP), never drawn.
    public static let comparedFormats: Set<String> = ["bmp"]

    /// `data`, one of ``comparedFormats``, as `width` x `height` grey levels, row by row: CIE
    /// lightness (L*, of sRGB's linear luminance) scaled to 0-255, as libvips' black-and-white
    /// makes them. Blocking: call it off the main thread.
    public static func gray(of data: Data, format: String, width: Int, height: Int) throws(DecodingError) -> [UInt8] {
        guard comparedFormats.contains(format) else { throw .notAnImage }
        let box = PixbufFit.thumbnailBox
        let decoded = try decode(data, loader: format, maxWidth: box, maxHeight: box)
        guard width > 0, height > 0, let scaled = gdk_pixbuf_scale_simple(decoded.pixbufPointer, gint(width),
            gint(height), GDK_INTERP_BILINEAR).map(Pixbuf.init(taking:)),
            let pixels = gdk_pixbuf_read_pixels(scaled.pixbufPointer) else { throw .notAnImage }
        let stride = Int(gdk_pixbuf_get_rowstride(scaled.pixbufPointer))
        let channels = Int(gdk_pixbuf_get_n_channels(scaled.pixbufPointer))
        guard channels >= 3 else { throw .notAnImage }
        return (0..<height).flatMap { row in
            (0..<width).map { column in
                let at = row * stride + column * channels
                return lightness(red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2])
            }
        }
    }

    private static func lightness(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        func linear(_ level: UInt8) -> Double {
            let value = Double(level) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        let lightness = luminance > 216.0 / 24389 ? 116 * cbrt(luminance) - 16 : luminance * 24389 / 27
        return UInt8(max(0, min(255, (lightness * 2.55).rounded())))
    }

    private static func decode(_ data: Data, loader format: String, maxWidth: Int,
        maxHeight: Int) throws(DecodingError) -> Pixbuf {
        guard let loader = gdk_pixbuf_loader_new_with_type(format, nil) else { throw .notAnImage }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }

        var fit = PixbufFit(maxWidth: maxWidth, maxHeight: maxHeight, decodesReduced: format == "jpeg")
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
        let decoded = Pixbuf(taking: pixbuf)
        guard let fitted = fit.fitted, (decoded.width, decoded.height) != fitted else { return decoded }
        guard let scaled = decoded.scaled(width: fitted.width, height: fitted.height) else { throw .notAnImage }
        return scaled
    }

    /// Resampled to `width` x `height`: when it is opaque (a JPEG), as ``ImageSurface`` resamples
    /// what it paints, through cairo, a fifth of the time gdk-pixbuf's own bilinear scaling takes;
    /// else by gdk-pixbuf.
    func scaled(width: Int, height: Int) -> Pixbuf? {
        if gdk_pixbuf_get_has_alpha(pixbufPointer) == 0,
           let surface = ImageSurface(self, pixelWidth: width, pixelHeight: height, scale: 1),
           let copied = shim_pixbuf_from_opaque_surface(surface.pointer) {
            return Pixbuf(taking: copied)
        }
        return gdk_pixbuf_scale_simple(pixbufPointer, gint(width), gint(height), GDK_INTERP_BILINEAR)
            .map(Pixbuf.init(taking:))
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
    /// JPEG decodes at a half, a quarter or an eighth of each side for little more than the
    /// price of that size (libjpeg's DCT scaling); asked for exactly one of those, gdk-pixbuf's
    /// loader has nothing left to scale, and the rest is done through cairo.
    let decodesReduced: Bool
    var rejected = false
    /// The size that fits the box, when the source is larger than it.
    var fitted: (width: Int, height: Int)?

    /// The smallest of JPEG's reduced sizes (each side an eighth, a quarter or a half, rounded
    /// up) that `fitted` fits in, or the source's own size.
    static func reducedSize(width: Int, height: Int, fitting fitted: (width: Int, height: Int))
        -> (width: Int, height: Int) {
        for divisor in [8, 4, 2] {
            let reduced = (width: (width + divisor - 1) / divisor, height: (height + divisor - 1) / divisor)
            if reduced.width >= fitted.width, reduced.height >= fitted.height { return reduced }
        }
        return (width, height)
    }

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
    guard scale < 1 else { return }
    let fitted = (width: Int(max(1, (Double(width) * scale).rounded())),
        height: Int(max(1, (Double(height) * scale).rounded())))
    fit.pointee.fitted = fitted
    let decoded = fit.pointee.decodesReduced
        ? PixbufFit.reducedSize(width: Int(width), height: Int(height), fitting: fitted) : fitted
    if decoded != (Int(width), Int(height)) {
        gdk_pixbuf_loader_set_size(loader, gint(decoded.width), gint(decoded.height))
    }
}
