#ifndef PIXSCOUT_CVIPS_H
#define PIXSCOUT_CVIPS_H

// Fitting pictures through libvips, which is opened on first use (VipsLoader.c): it and the
// libraries it needs would otherwise load at start-up, for a feature most runs never use.
// Plain C types only. Sizes are of the picture upright, its EXIF orientation applied.
#include <stddef.h>

typedef enum {
    PIXSCOUT_VIPS_OK = 0,
    /// libvips is not installed, or lacks a function Pixscout needs.
    PIXSCOUT_VIPS_UNAVAILABLE,
    /// Not a picture libvips reads, or a damaged one.
    PIXSCOUT_VIPS_UNREADABLE,
    /// More pixels than `max_pixels`: refused before it is decoded.
    PIXSCOUT_VIPS_TOO_LARGE,
    /// The result could not be written.
    PIXSCOUT_VIPS_UNWRITABLE,
    /// libvips is older than 8.13: it cannot refuse its loaders that are unsafe for untrusted
    /// files, so Pixscout does not use it.
    PIXSCOUT_VIPS_TOO_OLD,
    /// The region would be enlarged past libvips' limit of ten million pixels a side.
    PIXSCOUT_VIPS_ENLARGED_TOO_FAR,
} PixscoutVipsResult;

typedef enum {
    PIXSCOUT_VIPS_JPEG = 0,
    PIXSCOUT_VIPS_PNG,
    PIXSCOUT_VIPS_WEBP,
} PixscoutVipsFormat;

/// Where the region of a `picture_width` by `picture_height` picture lands once the picture is
/// resized so that the region is `width` by `height`: the whole picture's new size and the
/// region's corner in it. Returns 0, with nothing set, for sizes that are not positive or an
/// enlargement past libvips' limit of ten million pixels a side. Plain arithmetic, no libvips.
typedef struct {
    int whole_width, whole_height, x, y;
} PixscoutFitGeometry;

int pixscout_fit_geometry(int picture_width, int picture_height, int left, int top, int region_width,
    int region_height, int width, int height, PixscoutFitGeometry *geometry);

/// Sets what libvips' start-up would write to the environment, unless set: call it before any
/// other thread starts, so that libvips, started later on a queue, writes nothing.
void pixscout_vips_prepare_environment(void);

/// Whether the library in `file` has every function Pixscout needs (OK), lacks only the block on
/// untrusted loaders (TOO_OLD), or is no libvips (UNAVAILABLE). It is opened and closed again.
PixscoutVipsResult pixscout_vips_check_library(const char *file);

/// The name of required function `index`, from 0, or NULL past the last.
const char *pixscout_vips_required_function(int index);

/// The picture's upright size, from its header alone.
PixscoutVipsResult pixscout_vips_size(const char *path, long long max_pixels, int *width, int *height);

/// Where the picture's subject is: the picture shrunk to fit `box` by `box` (its size in
/// `width` and `height`), the centre of libvips' attention crop of the largest part of it of
/// shape `aspect` (width over height; the whole picture when 0), and how much the picture varies
/// (its standard deviation, 0 to 255).
PixscoutVipsResult pixscout_vips_attention(const char *path, long long max_pixels, int box, double aspect,
    int *width, int *height, int *centre_x, int *centre_y, double *deviation);

/// Writes the part of the picture at `left`, `top` (`region_width` by `region_height` pixels of
/// it upright) resized to `width` by `height` into `output`. With `interesting` set the region
/// is ignored: libvips' attention crop of the whole picture chooses it, at that size. Colour
/// profiles are turned into sRGB; JPEG and WebP shrink as they load.
PixscoutVipsResult pixscout_vips_fit(const char *path, long long max_pixels, int left, int top, int region_width,
    int region_height, int interesting, int width, int height, PixscoutVipsFormat format, int quality,
    const char *output);

/// The picture in `count` bytes at `bytes` shrunk to `width` by `height` (at most 64 each) grey
/// pixels, row by row, into `out`: its header is read first and a picture of over `max_pixels`
/// refused before it is decoded. For a picture's perceptual hash.
PixscoutVipsResult pixscout_vips_grayscale(const void *bytes, size_t count, long long max_pixels, int width,
    int height, unsigned char *out);

#endif
