// gexiv2 is opened when a file is first given its credit, not linked: it brings Exiv2 (C++)
// and its libraries, which every start-up would load. Its prototypes are gexiv2 0.14's
// (gexiv2/gexiv2-metadata.h); Debian 12 has 0.14.
#include "CXmp.h"
#include <dlfcn.h>
#include <glib.h>
#include <pthread.h>
#include <stdio.h>

typedef struct _GExiv2Metadata GExiv2Metadata;
enum { XA_NONE = 0, XA_ALT = 20, XA_SEQ = 22 };

static struct {
    gboolean (*initialize)(void);
    GExiv2Metadata *(*metadata_new)(void);
    void (*metadata_free)(GExiv2Metadata *);
    gboolean (*open_path)(GExiv2Metadata *, const gchar *, GError **);
    gboolean (*save_file)(GExiv2Metadata *, const gchar *, GError **);
    gboolean (*supports_xmp)(GExiv2Metadata *);
    gboolean (*has_tag)(GExiv2Metadata *, const gchar *, GError **);
    gboolean (*set_tag_string)(GExiv2Metadata *, const gchar *, const gchar *, GError **);
    gboolean (*set_tag_multiple)(GExiv2Metadata *, const gchar *, const gchar **, GError **);
    gboolean (*set_xmp_tag_struct)(GExiv2Metadata *, const gchar *, int, GError **);
    gboolean (*register_namespace)(const gchar *, const gchar *, GError **);
} gexiv2;

static int ready;
static pthread_once_t once = PTHREAD_ONCE_INIT;
/// Exiv2's XMP toolkit is not safe to use from two threads at once.
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void open_gexiv2(void) {
    void *library = dlopen("libgexiv2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    int found = 1;
#define LOAD(field, name) if ((*(void **)&gexiv2.field = dlsym(library, name)) == NULL) found = 0
    LOAD(initialize, "gexiv2_initialize");
    LOAD(metadata_new, "gexiv2_metadata_new");
    LOAD(metadata_free, "gexiv2_metadata_free");
    LOAD(open_path, "gexiv2_metadata_open_path");
    LOAD(save_file, "gexiv2_metadata_save_file");
    LOAD(supports_xmp, "gexiv2_metadata_get_supports_xmp");
    LOAD(has_tag, "gexiv2_metadata_try_has_tag");
    LOAD(set_tag_string, "gexiv2_metadata_try_set_tag_string");
    LOAD(set_tag_multiple, "gexiv2_metadata_try_set_tag_multiple");
    LOAD(set_xmp_tag_struct, "gexiv2_metadata_try_set_xmp_tag_struct");
    LOAD(register_namespace, "gexiv2_metadata_try_register_xmp_namespace");
#undef LOAD
    if (!found || !gexiv2.initialize()) return;
    GError *error = NULL;
    // Exiv2 knows xmpRights, dc, photoshop, plus and Iptc4xmpCore; Creative Commons' is added.
    if (!gexiv2.register_namespace("http://creativecommons.org/ns#", "cc", &error)) g_clear_error(&error);
    ready = 1;
}

/// Sets one property; a failure is given up on (the others are still written).
static void set(GExiv2Metadata *metadata, const PixscoutXmpProperty *property) {
    GError *error = NULL;
    if (property->keeps_existing && gexiv2.has_tag(metadata, property->tag, &error)) return;
    g_clear_error(&error);
    switch (property->kind) {
    case PIXSCOUT_XMP_TEXT:
        gexiv2.set_tag_string(metadata, property->tag, property->value, &error);
        break;
    case PIXSCOUT_XMP_LANGUAGE_ALTERNATIVE: {
        // Made as an alternative first: Exiv2 0.27 does not know every schema's (IPTC 2021's).
        char first[512];
        snprintf(first, sizeof first, "%s[1]", property->tag);
        if (gexiv2.set_xmp_tag_struct(metadata, property->tag, XA_ALT, &error)) {
            gexiv2.set_tag_string(metadata, first, property->value, &error);
        }
        break;
    }
    case PIXSCOUT_XMP_ORDERED_LIST: {
        const gchar *values[] = { property->value, NULL };
        gexiv2.set_tag_multiple(metadata, property->tag, values, &error);
        break;
    }
    case PIXSCOUT_XMP_STRUCTURE_LIST:
        gexiv2.set_xmp_tag_struct(metadata, property->tag, XA_SEQ, &error);
        break;
    }
    g_clear_error(&error);
}

PixscoutXmpResult pixscout_xmp_write(const char *path, const PixscoutXmpProperty *properties, int count) {
    pthread_once(&once, open_gexiv2);
    if (!ready) return PIXSCOUT_XMP_UNAVAILABLE;
    pthread_mutex_lock(&lock);
    PixscoutXmpResult result = PIXSCOUT_XMP_FAILED;
    GError *error = NULL;
    GExiv2Metadata *metadata = gexiv2.metadata_new();
    if (metadata != NULL && gexiv2.open_path(metadata, path, &error)) {
        if (!gexiv2.supports_xmp(metadata)) {
            result = PIXSCOUT_XMP_UNSUPPORTED;
        } else {
            for (int index = 0; index < count; index++) set(metadata, &properties[index]);
            result = gexiv2.save_file(metadata, path, &error) ? PIXSCOUT_XMP_OK : PIXSCOUT_XMP_FAILED;
        }
    }
    g_clear_error(&error);
    if (metadata != NULL) gexiv2.metadata_free(metadata);
    pthread_mutex_unlock(&lock);
    return result;
}
