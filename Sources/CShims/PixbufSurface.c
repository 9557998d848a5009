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
        if (!alpha) {
            // Opaque (a JPEG): no colour to multiply by its alpha.
            for (int x = 0; x < width; x++, from += 3) {
                to[x] = 0xFF000000u | (uint32_t)from[0] << 16 | (uint32_t)from[1] << 8 | from[2];
            }
            continue;
        }
        for (int x = 0; x < width; x++, from += channels) {
            uint32_t a = from[3];
            // Cairo keeps colour premultiplied by alpha, one native-endian word a pixel.
            uint32_t r = (from[0] * a + 127) / 255, g = (from[1] * a + 127) / 255, b = (from[2] * a + 127) / 255;
            to[x] = a << 24 | r << 16 | g << 8 | b;
        }
    }
    cairo_surface_mark_dirty(surface);
    return surface;
}

// An opaque cairo image surface (RGB24) copied into a new 8-bit RGB pixbuf; NULL for another
// format. The way back for a picture resampled by cairo, with no call into GDK.
GdkPixbuf *shim_pixbuf_from_opaque_surface(cairo_surface_t *surface) {
    if (cairo_image_surface_get_format(surface) != CAIRO_FORMAT_RGB24) {
        return NULL;
    }
    cairo_surface_flush(surface);
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    GdkPixbuf *pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, FALSE, 8, width, height);
    if (pixbuf == NULL) {
        return NULL;
    }
    const guint8 *from = cairo_image_surface_get_data(surface);
    int from_stride = cairo_image_surface_get_stride(surface), to_stride = gdk_pixbuf_get_rowstride(pixbuf);
    guint8 *to = gdk_pixbuf_get_pixels(pixbuf);
    for (int row = 0; row < height; row++) {
        const uint32_t *word = (const uint32_t *)(from + (size_t)row * from_stride);
        guint8 *pixel = to + (size_t)row * to_stride;
        for (int column = 0; column < width; column++, pixel += 3) {
            pixel[0] = (guint8)(word[column] >> 16);
            pixel[1] = (guint8)(word[column] >> 8);
            pixel[2] = (guint8)word[column];
        }
    }
    return pixbuf;
}
