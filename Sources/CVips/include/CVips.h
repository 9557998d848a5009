#ifndef PIXSCOUT_CVIPS_H
#define PIXSCOUT_CVIPS_H

// Fitting pictures through libvips, which is opened on first use (VipsLoader.c): it and the
// libraries it needs would otherwise load at start-up, for a feature most runs never use.
// Plain C types only. Sizes are of the picture upright, its EXIF orientation applied.

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
} PixscoutVipsResult;

typedef enum {
    PIXSCOUT_VIPS_JPEG = 0,
    PIXSCOUT_VIPS_PNG,
    PIXSCOUT_VIPS_WEBP,
} PixscoutVipsFormat;

/// The picture's upright size, from its header alone.
PixscoutVipsResult pixscout_vips_size(const char *path, long long max_pixels, int *width, int *height);

/// Where the picture's subject is: the picture shrunk to fit `box` by `box` (its size in
/// `width` and `height`), the centre of libvips' attention crop for a `crop_width` by
/// `crop_height` part of it, and how much the picture varies (its standard deviation, 0 to 255).
PixscoutVipsResult pixscout_vips_attention(const char *path, long long max_pixels, int box, double aspect,
    int *width, int *height, int *centre_x, int *centre_y, double *deviation);

/// Writes the part of the picture at `left`, `top` (`region_width` by `region_height` pixels of
/// it upright) resized to `width` by `height` into `output`. With `interesting` set the region
/// is ignored: libvips' attention crop of the whole picture chooses it, at that size. Colour
/// profiles are turned into sRGB; JPEG and WebP shrink as they load.
PixscoutVipsResult pixscout_vips_fit(const char *path, long long max_pixels, int left, int top, int region_width,
    int region_height, int interesting, int width, int height, PixscoutVipsFormat format, int quality,
    const char *output);

#endif
