// libvips is opened when a picture is first fitted rather than linked: it and the libraries
// it needs (ImageMagick, Poppler, OpenEXR…) would load at every start-up. The prototypes are
// libvips 8's own (vips/*.h), stable since 8.0; the optional outputs used came in 8.8, the
// block on untrusted loaders in 8.13.
#include "CVips.h"
#include <dlfcn.h>
#include <glib-object.h>
#include <math.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct _VipsImage VipsImage;
typedef struct _VipsArrayDouble VipsArrayDouble;

enum { INTERESTING_ATTENTION = 3, SIZE_DOWN = 2, SIZE_FORCE = 3, INTERPRETATION_B_W = 1 };

typedef struct {
    int (*init)(const char *);
    void (*error_clear)(void);
    void (*cache_set_max)(int);
    void (*block_untrusted_set)(gboolean);
    VipsImage *(*new_from_file)(const char *, ...);
    int (*get_width)(const VipsImage *);
    int (*get_height)(const VipsImage *);
    gboolean (*orientation_swap)(VipsImage *);
    GType (*get_typeof)(const VipsImage *, const char *);
    gboolean (*hasalpha)(VipsImage *);
    int (*thumbnail)(const char *, VipsImage **, int, ...);
    int (*smartcrop)(VipsImage *, VipsImage **, int, int, ...);
    int (*deviate)(VipsImage *, double *, ...);
    VipsImage *(*copy_memory)(VipsImage *);
    int (*get_bands)(const VipsImage *);
    int (*extract_band)(VipsImage *, VipsImage **, int, ...);
    int (*extract_area)(VipsImage *, VipsImage **, int, int, int, int, ...);
    int (*flatten)(VipsImage *, VipsImage **, ...);
    VipsArrayDouble *(*array_double_new)(const double *, int);
    void (*area_unref)(VipsArrayDouble *);
    int (*jpegsave)(VipsImage *, const char *, ...);
    int (*pngsave)(VipsImage *, const char *, ...);
    int (*webpsave)(VipsImage *, const char *, ...);
    VipsImage *(*new_from_buffer)(const void *, size_t, const char *, ...);
    int (*thumbnail_buffer)(void *, size_t, VipsImage **, int, ...);
    int (*colourspace)(VipsImage *, VipsImage **, int, ...);
    int (*cast_uchar)(VipsImage *, VipsImage **, ...);
    void *(*write_to_memory)(VipsImage *, size_t *);
} VipsFunctions;

/// Every function Pixscout calls, by its place in `VipsFunctions`. The block on untrusted
/// loaders (libvips 8.13) is one of them: without it Fit is off, not open to every loader.
static const struct {
    size_t offset;
    const char *name;
} required[] = {
#define FUNCTION(field, name) { offsetof(VipsFunctions, field), name }
    FUNCTION(init, "vips_init"), FUNCTION(error_clear, "vips_error_clear"),
    FUNCTION(cache_set_max, "vips_cache_set_max"), FUNCTION(new_from_file, "vips_image_new_from_file"),
    FUNCTION(get_width, "vips_image_get_width"), FUNCTION(get_height, "vips_image_get_height"),
    FUNCTION(orientation_swap, "vips_image_get_orientation_swap"), FUNCTION(get_typeof, "vips_image_get_typeof"),
    FUNCTION(hasalpha, "vips_image_hasalpha"), FUNCTION(thumbnail, "vips_thumbnail"),
    FUNCTION(smartcrop, "vips_smartcrop"), FUNCTION(deviate, "vips_deviate"),
    FUNCTION(copy_memory, "vips_image_copy_memory"), FUNCTION(get_bands, "vips_image_get_bands"),
    FUNCTION(extract_band, "vips_extract_band"), FUNCTION(extract_area, "vips_extract_area"),
    FUNCTION(flatten, "vips_flatten"), FUNCTION(array_double_new, "vips_array_double_new"),
    FUNCTION(area_unref, "vips_area_unref"), FUNCTION(jpegsave, "vips_jpegsave"),
    FUNCTION(pngsave, "vips_pngsave"), FUNCTION(webpsave, "vips_webpsave"),
    FUNCTION(new_from_buffer, "vips_image_new_from_buffer"), FUNCTION(thumbnail_buffer, "vips_thumbnail_buffer"),
    FUNCTION(colourspace, "vips_colourspace"), FUNCTION(cast_uchar, "vips_cast_uchar"),
    FUNCTION(write_to_memory, "vips_image_write_to_memory"),
    FUNCTION(block_untrusted_set, "vips_block_untrusted_set"),
#undef FUNCTION
};

static const size_t required_count = sizeof(required) / sizeof(required[0]);
static VipsFunctions vips;
/// Whether libvips is ready to use, or why not.
static PixscoutVipsResult vips_state = PIXSCOUT_VIPS_UNAVAILABLE;
static pthread_once_t vips_once = PTHREAD_ONCE_INIT;

const char *pixscout_vips_required_function(int index) {
    return index >= 0 && (size_t)index < required_count ? required[index].name : NULL;
}

/// Finds every function in `library`: UNAVAILABLE when one is missing, TOO_OLD when only the
/// block on untrusted loaders is.
static PixscoutVipsResult bind(void *library, VipsFunctions *functions) {
    PixscoutVipsResult result = PIXSCOUT_VIPS_OK;
    for (size_t index = 0; index < required_count; index++) {
        void *found = dlsym(library, required[index].name);
        memcpy((char *)functions + required[index].offset, &found, sizeof(found));
        if (found != NULL) continue;
        if (strcmp(required[index].name, "vips_block_untrusted_set") != 0) return PIXSCOUT_VIPS_UNAVAILABLE;
        result = PIXSCOUT_VIPS_TOO_OLD;
    }
    return result;
}

PixscoutVipsResult pixscout_vips_check_library(const char *file) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return PIXSCOUT_VIPS_UNAVAILABLE;
    VipsFunctions functions;
    PixscoutVipsResult result = bind(library, &functions);
    dlclose(library);
    return result;
}

/// libvips' warnings ("heifload: ignoring nclx profile") are about the files it reads, not for
/// the person at the terminal: they are logged as debug messages, shown under G_MESSAGES_DEBUG.
static void vips_log_as_debug(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)level;
    g_log_default_handler(domain, G_LOG_LEVEL_DEBUG, message, data);
}

static void vips_open(void) {
    void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    PixscoutVipsResult bound = bind(library, &vips);
    if (bound != PIXSCOUT_VIPS_OK) {
        vips_state = bound;
        return;
    }
    if (vips.init("pixscout") != 0) return;
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO, vips_log_as_debug, NULL);
    vips.block_untrusted_set(TRUE);
    // Each picture is fitted once: cached operations would only hold on to its pixels.
    vips.cache_set_max(0);
    vips_state = PIXSCOUT_VIPS_OK;
}

static PixscoutVipsResult vips_ready(void) {
    pthread_once(&vips_once, vips_open);
    return vips_state;
}

static PixscoutVipsResult failed(PixscoutVipsResult result) {
    vips.error_clear();
    return result;
}

/// The upright size from the header, refusing a picture over `max_pixels` before any decoding;
/// `has_profile`, when asked, says whether the picture carries a colour profile of its own.
static PixscoutVipsResult checked_size(const char *path, long long max_pixels, int *width, int *height,
    int *has_profile) {
    VipsImage *image = vips.new_from_file(path, NULL);
    if (image == NULL) return failed(PIXSCOUT_VIPS_UNREADABLE);
    int swap = vips.orientation_swap(image);
    int w = vips.get_width(image), h = vips.get_height(image);
    if (has_profile != NULL) *has_profile = vips.get_typeof(image, "icc-profile-data") != 0;
    g_object_unref(image);
    if (w <= 0 || h <= 0) return PIXSCOUT_VIPS_UNREADABLE;
    if ((long long)w * (long long)h > max_pixels) return PIXSCOUT_VIPS_TOO_LARGE;
    *width = swap ? h : w;
    *height = swap ? w : h;
    return PIXSCOUT_VIPS_OK;
}

PixscoutVipsResult pixscout_vips_size(const char *path, long long max_pixels, int *width, int *height) {
    PixscoutVipsResult ready = vips_ready();
    if (ready != PIXSCOUT_VIPS_OK) return ready;
    return checked_size(path, max_pixels, width, height, NULL);
}

/// How much the picture varies: the largest standard deviation of its colour bands, so that
/// a flat colour, see-through or not, reads as flat.
static int colour_spread(VipsImage *image, double *spread) {
    int bands = vips.get_bands(image);
    int colours = bands == 2 || bands == 4 ? bands - 1 : bands;
    *spread = 0;
    for (int band = 0; band < colours; band++) {
        VipsImage *one = NULL;
        double deviation = 0;
        if (vips.extract_band(image, &one, band, NULL) != 0) return -1;
        int result = vips.deviate(one, &deviation, NULL);
        g_object_unref(one);
        if (result != 0) return -1;
        *spread = fmax(*spread, deviation);
    }
    return 0;
}

PixscoutVipsResult pixscout_vips_attention(const char *path, long long max_pixels, int box, double aspect,
    int *width, int *height, int *centre_x, int *centre_y, double *deviation) {
    PixscoutVipsResult ready = vips_ready();
    if (ready != PIXSCOUT_VIPS_OK) return ready;
    int w, h;
    PixscoutVipsResult checked = checked_size(path, max_pixels, &w, &h, NULL);
    if (checked != PIXSCOUT_VIPS_OK) return checked;
    VipsImage *shrunk = NULL, *crop = NULL;
    if (vips.thumbnail(path, &shrunk, box, "height", box, "size", SIZE_DOWN, NULL) != 0) {
        return failed(PIXSCOUT_VIPS_UNREADABLE);
    }
    // The shrunk copy is read twice (the crop, the deviation): a pipeline reads once.
    VipsImage *small = vips.copy_memory(shrunk);
    g_object_unref(shrunk);
    if (small == NULL) return failed(PIXSCOUT_VIPS_UNREADABLE);
    w = vips.get_width(small);
    h = vips.get_height(small);
    int crop_width = w, crop_height = h;
    if (aspect > 0 && (double)w / h > aspect) crop_width = (int)fmax(1, round(h * aspect));
    else if (aspect > 0) crop_height = (int)fmax(1, round(w / aspect));
    int x = 0, y = 0;
    double spread = 0;
    int result = vips.smartcrop(small, &crop, crop_width, crop_height, "interesting", INTERESTING_ATTENTION,
        "attention_x", &x, "attention_y", &y, NULL);
    if (result == 0) result = colour_spread(small, &spread);
    if (crop != NULL) g_object_unref(crop);
    g_object_unref(small);
    if (result != 0) return failed(PIXSCOUT_VIPS_UNREADABLE);
    *width = w;
    *height = h;
    *centre_x = x;
    *centre_y = y;
    *deviation = spread;
    return PIXSCOUT_VIPS_OK;
}

static int save(VipsImage *image, PixscoutVipsFormat format, int quality, const char *output) {
    switch (format) {
    case PIXSCOUT_VIPS_JPEG: return vips.jpegsave(image, output, "Q", quality, NULL);
    case PIXSCOUT_VIPS_PNG: return vips.pngsave(image, output, NULL);
    case PIXSCOUT_VIPS_WEBP: return vips.webpsave(image, output, "Q", quality, NULL);
    }
    return -1;
}

/// JPEG has no transparency: what was see-through becomes white, as on a page.
static int flattened(VipsImage *image, VipsImage **out) {
    static const double white[] = { 255, 255, 255 };
    VipsArrayDouble *background = vips.array_double_new(white, 3);
    int result = vips.flatten(image, out, "background", background, NULL);
    vips.area_unref(background);
    return result;
}

PixscoutVipsResult pixscout_vips_fit(const char *path, long long max_pixels, int left, int top, int region_width,
    int region_height, int interesting, int width, int height, PixscoutVipsFormat format, int quality,
    const char *output) {
    PixscoutVipsResult ready = vips_ready();
    if (ready != PIXSCOUT_VIPS_OK) return ready;
    int w, h, has_profile;
    PixscoutVipsResult checked = checked_size(path, max_pixels, &w, &h, &has_profile);
    if (checked != PIXSCOUT_VIPS_OK) return checked;
    if (width <= 0 || height <= 0 || (long long)width * height > max_pixels) return PIXSCOUT_VIPS_TOO_LARGE;
    // Only a picture with a profile of its own is converted: one without is sRGB already.
    const char *profile = has_profile ? "srgb" : NULL;
    VipsImage *resized = NULL, *cropped = NULL;
    int result;
    if (interesting) {
        result = vips.thumbnail(path, &cropped, width, "height", height, "crop", INTERESTING_ATTENTION,
            profile ? "export_profile" : NULL, profile, NULL);
    } else {
        PixscoutFitGeometry at;
        if (!pixscout_fit_geometry(w, h, left, top, region_width, region_height, width, height, &at)) {
            return PIXSCOUT_VIPS_ENLARGED_TOO_FAR;
        }
        result = vips.thumbnail(path, &resized, at.whole_width, "height", at.whole_height, "size", SIZE_FORCE,
            profile ? "export_profile" : NULL, profile, NULL);
        if (result == 0) result = vips.extract_area(resized, &cropped, at.x, at.y, width, height, NULL);
        if (resized != NULL) g_object_unref(resized);
    }
    if (result != 0) {
        if (cropped != NULL) g_object_unref(cropped);
        return failed(PIXSCOUT_VIPS_UNREADABLE);
    }
    VipsImage *opaque = NULL;
    if (format == PIXSCOUT_VIPS_JPEG && vips.hasalpha(cropped)) {
        result = flattened(cropped, &opaque);
        g_object_unref(cropped);
        if (result != 0) return failed(PIXSCOUT_VIPS_UNREADABLE);
        cropped = opaque;
    }
    result = save(cropped, format, quality, output);
    g_object_unref(cropped);
    return result == 0 ? PIXSCOUT_VIPS_OK : failed(PIXSCOUT_VIPS_UNWRITABLE);
}

PixscoutVipsResult pixscout_vips_grayscale(const void *bytes, size_t count, long long max_pixels, int width,
    int height, unsigned char *out) {
    PixscoutVipsResult ready = vips_ready();
    if (ready != PIXSCOUT_VIPS_OK) return ready;
    if (width <= 0 || height <= 0 || width > 64 || height > 64) return PIXSCOUT_VIPS_TOO_LARGE;
    VipsImage *header = vips.new_from_buffer(bytes, count, "", NULL);
    if (header == NULL) return failed(PIXSCOUT_VIPS_UNREADABLE);
    long long pixels = (long long)vips.get_width(header) * (long long)vips.get_height(header);
    g_object_unref(header);
    if (pixels <= 0) return PIXSCOUT_VIPS_UNREADABLE;
    if (pixels > max_pixels) return PIXSCOUT_VIPS_TOO_LARGE;
    VipsImage *small = NULL, *gray = NULL, *plain = NULL;
    // libvips reads the buffer and never writes it.
    int result = vips.thumbnail_buffer((void *)bytes, count, &small, width, "height", height, "size", SIZE_FORCE,
        NULL);
    if (result == 0) result = vips.colourspace(small, &gray, INTERPRETATION_B_W, NULL);
    if (result == 0) result = vips.cast_uchar(gray, &plain, NULL);
    size_t size = 0;
    unsigned char *pixels_made = result == 0 ? vips.write_to_memory(plain, &size) : NULL;
    if (small != NULL) g_object_unref(small);
    if (gray != NULL) g_object_unref(gray);
    int bands = plain != NULL ? vips.get_bands(plain) : 0;
    if (plain != NULL) g_object_unref(plain);
    if (pixels_made == NULL || bands < 1 || size != (size_t)width * height * bands) {
        g_free(pixels_made);
        return failed(PIXSCOUT_VIPS_UNREADABLE);
    }
    // The first band is the grey; a second would be the alpha.
    for (int index = 0; index < width * height; index++) out[index] = pixels_made[index * bands];
    g_free(pixels_made);
    return PIXSCOUT_VIPS_OK;
}
