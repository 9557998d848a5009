// A pixbuf's pixels copied into a cairo image surface with gdk-pixbuf and cairo alone. GDK's own
// copy (gdk_cairo_surface_create_from_pixbuf) asks GDK's default display for the surface, and
// GDK may be touched only on the main thread: this one may run on any.
#include "CShims.h"
#include <stdint.h>

cairo_surface_t *shim_cairo_surface_from_pixbuf(const GdkPixbuf *pixbuf) {
    int width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf);
    int channels = gdk_pixbuf_get_n_channels(pixbuf), source_stride = gdk_pixbuf_get_rowstride(pixbuf);
    gboolean alpha = gdk_pixbuf_get_has_alpha(pixbuf);
    cairo_surface_t *surface = cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
        width, height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        return surface;
    }
    // Only 8-bit RGB or RGBA is copied: another layout would leave a blank picture taken for one.
    if (channels != (alpha ? 4 : 3) || gdk_pixbuf_get_bits_per_sample(pixbuf) != 8) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    cairo_surface_flush(surface);
    const guint8 *source = gdk_pixbuf_read_pixels(pixbuf);
    guint8 *target = cairo_image_surface_get_data(surface);
    int target_stride = cairo_image_surface_get_stride(surface);
    for (int y = 0; y < height; y++) {
        const guint8 *from = source + (size_t)y * source_stride;
        uint32_t *to = (uint32_t *)(target + (size_t)y * target_stride);
        for (int x = 0; x < width; x++, from += channels) {
            uint32_t a = alpha ? from[3] : 255;
            // Cairo keeps colour premultiplied by alpha, one native-endian word a pixel.
            uint32_t r = (from[0] * a + 127) / 255, g = (from[1] * a + 127) / 255, b = (from[2] * a + 127) / 255;
            to[x] = a << 24 | r << 16 | g << 8 | b;
        }
    }
    cairo_surface_mark_dirty(surface);
    return surface;
}
