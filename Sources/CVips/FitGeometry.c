// Kept apart from VipsLoader.c, with no libvips in it, so that a test can build it with the
// undefined-behaviour sanitizer and feed it the sizes a hostile picture and a typed size give.
#include "CVips.h"
#include <math.h>

/// libvips' own limit on an image's side.
static const double largest_side = 10000000;

int pixscout_fit_geometry(int picture_width, int picture_height, int left, int top, int region_width,
    int region_height, int width, int height, PixscoutFitGeometry *geometry) {
    if (picture_width <= 0 || picture_height <= 0 || region_width <= 0 || region_height <= 0 || width <= 0
        || height <= 0) return 0;
    double sx = (double)width / region_width, sy = (double)height / region_height;
    // Every size is checked as a double, before it becomes an int: an enlargement past libvips'
    // limit (a sliver of a very long picture, to a large size) is refused, never converted.
    double whole_width = fmax(width, round(picture_width * sx));
    double whole_height = fmax(height, round(picture_height * sy));
    if (!(whole_width <= largest_side && whole_height <= largest_side)) return 0;
    double x = fmin(fmax(0, round(left * sx)), whole_width - width);
    double y = fmin(fmax(0, round(top * sy)), whole_height - height);
    geometry->whole_width = (int)whole_width;
    geometry->whole_height = (int)whole_height;
    geometry->x = (int)x;
    geometry->y = (int)y;
    return 1;
}
