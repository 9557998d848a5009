#ifndef PIXSCOUT_CXMP_H
#define PIXSCOUT_CXMP_H

// Writing XMP into a picture's file through gexiv2 (GNOME's wrapper of Exiv2), which is opened
// on first use (XmpWriter.c): the pixels and every byte outside the metadata stay as they were,
// and what the file already says is kept beside what is added. Plain C types only.

typedef enum {
    PIXSCOUT_XMP_OK = 0,
    /// gexiv2 is not installed, or lacks a function Pixscout needs.
    PIXSCOUT_XMP_UNAVAILABLE,
    /// The format holds no XMP (GIF): a sidecar file is the way.
    PIXSCOUT_XMP_UNSUPPORTED,
    /// The file could not be read or written.
    PIXSCOUT_XMP_FAILED,
} PixscoutXmpResult;

typedef enum {
    /// A plain value.
    PIXSCOUT_XMP_TEXT = 0,
    /// A language alternative, its value the default language's.
    PIXSCOUT_XMP_LANGUAGE_ALTERNATIVE,
    /// An ordered list of one value (dc:creator).
    PIXSCOUT_XMP_ORDERED_LIST,
    /// An ordered list of structures, made empty; its fields are set as TEXT by their paths
    /// ("Xmp.plus.Licensor[1]/plus:LicensorName").
    PIXSCOUT_XMP_STRUCTURE_LIST,
} PixscoutXmpKind;

typedef struct {
    /// As Exiv2 names it: "Xmp.cc.license".
    const char *tag;
    const char *value;
    PixscoutXmpKind kind;
    /// Left as it is when the file has it already (the author's own copyright).
    int keeps_existing;
} PixscoutXmpProperty;

/// Adds `properties` to the XMP of the file at `path`, registering Creative Commons' namespace.
PixscoutXmpResult pixscout_xmp_write(const char *path, const PixscoutXmpProperty *properties, int count);

#endif
