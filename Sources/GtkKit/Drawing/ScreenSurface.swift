import CGtk

/// An ``ImageSurface``'s pixels as a window paints them: copied once to the X server. Cairo
/// sends a plain image's pixels to the server at every paint (a page of new tiles sent two dozen
/// in its frame); a copy the server holds is painted by the server alone, and the image's own
/// memory is given back. On Wayland the window itself is an image in the app's memory: a plain
/// image is already what paints fastest into it, and it is kept as it is.
@MainActor
final class ScreenSurface {
    let pointer: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// Whether windows paint from pixels a display server holds (X11), asked once of the first
    /// window: a surface made like a window's is then not a plain image.
    private static var serverHoldsPixels: Bool?

    /// `image` copied beside `window`, or nil if the copy cannot be made or would gain nothing.
    init?(copying image: ImageSurface, beside window: OpaquePointer) {
        guard Self.holdsPixelsOnServer(beside: window) else { return nil }
        var scale = (x: 0.0, y: 0.0)
        cairo_surface_get_device_scale(image.pointer, &scale.x, &scale.y)
        let points = (width: Double(image.pixelWidth) / scale.x, height: Double(image.pixelHeight) / scale.y)
        let content = cairo_image_surface_get_format(image.pointer) == CAIRO_FORMAT_RGB24
            ? CAIRO_CONTENT_COLOR : CAIRO_CONTENT_COLOR_ALPHA
        // The window's own scale must be the image's, or the copy would be resampled.
        guard scale.x > 0, scale.x == scale.y, points.width == points.width.rounded(),
              points.height == points.height.rounded(), Double(gdk_window_get_scale_factor(window)) == scale.x,
              let copy = gdk_window_create_similar_surface(window, content, gint(points.width), gint(points.height))
        else { return nil }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        cairo_set_source_surface(cairo, image.pointer, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        // In two parts: cairo sends an image that covers the whole surface through a shadow in
        // shared memory that it keeps for the surface's life, 7 MB across a grid's tiles; a part
        // goes through memory it takes back.
        for part in Self.halves(width: points.width, height: points.height) {
            cairo_rectangle(cairo, part.x, part.y, part.width, part.height)
            cairo_fill(cairo)
        }
        cairo_destroy(cairo)
        pointer = copy
        pixelWidth = image.pixelWidth
        pixelHeight = image.pixelHeight
    }

    /// A surface of `width` x `height` points in two halves, top and bottom (left and right if
    /// a point high), or whole if a point.
    private static func halves(width: Double, height: Double) -> [(x: Double, y: Double, width: Double,
        height: Double)] {
        if height >= 2 {
            let top = (height / 2).rounded(.down)
            return [(0, 0, width, top), (0, top, width, height - top)]
        }
        if width >= 2 {
            let left = (width / 2).rounded(.down)
            return [(0, 0, left, height), (left, 0, width - left, height)]
        }
        return [(0, 0, width, height)]
    }

    private static func holdsPixelsOnServer(beside window: OpaquePointer) -> Bool {
        if let serverHoldsPixels { return serverHoldsPixels }
        guard let probe = gdk_window_create_similar_surface(window, CAIRO_CONTENT_COLOR_ALPHA, 1, 1)
        else { return false }
        let onServer = cairo_surface_get_type(probe) != CAIRO_SURFACE_TYPE_IMAGE
        cairo_surface_destroy(probe)
        serverHoldsPixels = onServer
        return onServer
    }

    /// Whether the pixels are held by the X server, not by the app.
    var isOnServer: Bool {
        cairo_surface_get_type(pointer) != CAIRO_SURFACE_TYPE_IMAGE
    }

    /// `image` itself, painted as it is: for a widget with no window yet, or drawn outside one.
    init(_ image: ImageSurface) {
        pointer = cairo_surface_reference(image.pointer)
        pixelWidth = image.pixelWidth
        pixelHeight = image.pixelHeight
    }

    isolated deinit {
        cairo_surface_destroy(pointer)
    }
}
