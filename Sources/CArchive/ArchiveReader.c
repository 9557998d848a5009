// libarchive is opened when a document is first read or written, not linked: it brings the libraries
// of every format it knows, which every start-up would load. The prototypes are libarchive 3's
// (archive.h, archive_entry.h), stable since 3.0; Debian 12 has 3.6.
#include "CArchive.h"
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

enum { ARCHIVE_EOF = 1, ARCHIVE_OK = 0, ARCHIVE_WARN = -20 };
/// archive_entry.h's AE_IF* file types (the mode bits' type).
enum { REGULAR_FILE = 0100000, DIRECTORY = 0040000, SYMBOLIC_LINK = 0120000 };

struct archive;
struct archive_entry;

static struct {
    struct archive *(*read_new)(void);
    int (*support_format_zip)(struct archive *);
    int (*open_filename)(struct archive *, const char *, size_t);
    int (*open_memory)(struct archive *, const void *, size_t);
    int (*next_header)(struct archive *, struct archive_entry **);
    ssize_t (*read_data)(struct archive *, void *, size_t);
    int (*read_free)(struct archive *);
    const char *(*pathname)(struct archive_entry *);
    unsigned int (*filetype)(struct archive_entry *);
    long long (*size)(struct archive_entry *);
    int (*size_is_set)(struct archive_entry *);
    struct archive *(*write_new)(void);
    int (*write_set_format_zip)(struct archive *);
    int (*write_set_bytes_per_block)(struct archive *, int);
    int (*write_zip_store)(struct archive *);
    int (*write_zip_deflate)(struct archive *);
    int (*write_open_fd)(struct archive *, int);
    int (*write_header)(struct archive *, struct archive_entry *);
    ssize_t (*write_data)(struct archive *, const void *, size_t);
    int (*write_finish_entry)(struct archive *);
    int (*write_close)(struct archive *);
    int (*write_free)(struct archive *);
    struct archive_entry *(*entry_new)(void);
    void (*entry_free)(struct archive_entry *);
    void (*entry_set_pathname)(struct archive_entry *, const char *);
    void (*entry_set_size)(struct archive_entry *, long long);
    void (*entry_set_filetype)(struct archive_entry *, unsigned int);
    void (*entry_set_perm)(struct archive_entry *, unsigned int);
    void (*entry_set_mtime)(struct archive_entry *, time_t, long);
} libarchive;

struct PixscoutArchive {
    struct archive *archive;
};

static int ready;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void open_libarchive(void) {
    void *library = dlopen("libarchive.so.13", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    int found = 1;
#define LOAD(field, name) if ((*(void **)&libarchive.field = dlsym(library, name)) == NULL) found = 0
    LOAD(read_new, "archive_read_new");
    LOAD(support_format_zip, "archive_read_support_format_zip");
    LOAD(open_filename, "archive_read_open_filename");
    LOAD(open_memory, "archive_read_open_memory");
    LOAD(next_header, "archive_read_next_header");
    LOAD(read_data, "archive_read_data");
    LOAD(read_free, "archive_read_free");
    LOAD(pathname, "archive_entry_pathname");
    LOAD(filetype, "archive_entry_filetype");
    LOAD(size, "archive_entry_size");
    LOAD(size_is_set, "archive_entry_size_is_set");
    LOAD(write_new, "archive_write_new");
    LOAD(write_set_format_zip, "archive_write_set_format_zip");
    LOAD(write_set_bytes_per_block, "archive_write_set_bytes_per_block");
    LOAD(write_zip_store, "archive_write_zip_set_compression_store");
    LOAD(write_zip_deflate, "archive_write_zip_set_compression_deflate");
    LOAD(write_open_fd, "archive_write_open_fd");
    LOAD(write_header, "archive_write_header");
    LOAD(write_data, "archive_write_data");
    LOAD(write_finish_entry, "archive_write_finish_entry");
    LOAD(write_close, "archive_write_close");
    LOAD(write_free, "archive_write_free");
    LOAD(entry_new, "archive_entry_new");
    LOAD(entry_free, "archive_entry_free");
    LOAD(entry_set_pathname, "archive_entry_set_pathname");
    LOAD(entry_set_size, "archive_entry_set_size");
    LOAD(entry_set_filetype, "archive_entry_set_filetype");
    LOAD(entry_set_perm, "archive_entry_set_perm");
    LOAD(entry_set_mtime, "archive_entry_set_mtime");
#undef LOAD
    ready = found;
}

/// A reader of zip containers only: no other format, no compression filter around it.
static PixscoutArchiveResult start(PixscoutArchive **archive, struct archive **made) {
    pthread_once(&once, open_libarchive);
    if (!ready) return PIXSCOUT_ARCHIVE_UNAVAILABLE;
    *archive = calloc(1, sizeof **archive);
    *made = *archive == NULL ? NULL : libarchive.read_new();
    if (*made == NULL || libarchive.support_format_zip(*made) != ARCHIVE_OK) {
        if (*made != NULL) libarchive.read_free(*made);
        free(*archive);
        *archive = NULL;
        return PIXSCOUT_ARCHIVE_DAMAGED;
    }
    (*archive)->archive = *made;
    return PIXSCOUT_ARCHIVE_OK;
}

static PixscoutArchiveResult opened(PixscoutArchive **archive, int result) {
    if (result == ARCHIVE_OK || result == ARCHIVE_WARN) return PIXSCOUT_ARCHIVE_OK;
    pixscout_archive_close(*archive);
    *archive = NULL;
    return PIXSCOUT_ARCHIVE_NOT_AN_ARCHIVE;
}

PixscoutArchiveResult pixscout_archive_open_file(const char *path, PixscoutArchive **archive) {
    struct archive *made;
    PixscoutArchiveResult started = start(archive, &made);
    if (started != PIXSCOUT_ARCHIVE_OK) return started;
    return opened(archive, libarchive.open_filename(made, path, 65536));
}

PixscoutArchiveResult pixscout_archive_open_memory(const void *bytes, size_t count, PixscoutArchive **archive) {
    struct archive *made;
    PixscoutArchiveResult started = start(archive, &made);
    if (started != PIXSCOUT_ARCHIVE_OK) return started;
    return opened(archive, libarchive.open_memory(made, bytes, count));
}

PixscoutArchiveResult pixscout_archive_next(PixscoutArchive *archive, const char **name,
    PixscoutArchivePartKind *kind, long long *declared_size) {
    struct archive_entry *entry = NULL;
    int result = libarchive.next_header(archive->archive, &entry);
    if (result == ARCHIVE_EOF) return PIXSCOUT_ARCHIVE_END;
    if ((result != ARCHIVE_OK && result != ARCHIVE_WARN) || entry == NULL) return PIXSCOUT_ARCHIVE_DAMAGED;
    *name = libarchive.pathname(entry);
    if (*name == NULL) *name = "";
    switch (libarchive.filetype(entry)) {
    case REGULAR_FILE: *kind = PIXSCOUT_ARCHIVE_PART_FILE; break;
    case DIRECTORY: *kind = PIXSCOUT_ARCHIVE_PART_DIRECTORY; break;
    case SYMBOLIC_LINK: *kind = PIXSCOUT_ARCHIVE_PART_LINK; break;
    default: *kind = PIXSCOUT_ARCHIVE_PART_OTHER; break;
    }
    *declared_size = libarchive.size_is_set(entry) ? libarchive.size(entry) : -1;
    return PIXSCOUT_ARCHIVE_OK;
}

long long pixscout_archive_read(PixscoutArchive *archive, void *buffer, size_t count) {
    ssize_t read = libarchive.read_data(archive->archive, buffer, count);
    return read < 0 ? -1 : (long long)read;
}

void pixscout_archive_close(PixscoutArchive *archive) {
    if (archive == NULL) return;
    libarchive.read_free(archive->archive);
    free(archive);
}

struct PixscoutArchiveWriter {
    struct archive *archive;
    int descriptor;
    int failed;
    time_t now;
};

PixscoutArchiveResult pixscout_archive_writer_open(const char *path, PixscoutArchiveWriter **writer) {
    pthread_once(&once, open_libarchive);
    *writer = NULL;
    if (!ready) return PIXSCOUT_ARCHIVE_UNAVAILABLE;
    // A new file of its own: never one already there, never through a link.
    int descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (descriptor < 0) return PIXSCOUT_ARCHIVE_DAMAGED;
    struct archive *archive = libarchive.write_new();
    // Written as it comes, not in libarchive's 10 KB blocks: a 200 MB copy took 20,000 writes.
    if (archive == NULL || libarchive.write_set_format_zip(archive) != ARCHIVE_OK
        || libarchive.write_set_bytes_per_block(archive, 0) != ARCHIVE_OK
        || libarchive.write_open_fd(archive, descriptor) != ARCHIVE_OK) {
        if (archive != NULL) libarchive.write_free(archive);
        close(descriptor);
        return PIXSCOUT_ARCHIVE_DAMAGED;
    }
    *writer = calloc(1, sizeof **writer);
    if (*writer == NULL) {
        libarchive.write_free(archive);
        close(descriptor);
        return PIXSCOUT_ARCHIVE_DAMAGED;
    }
    (*writer)->archive = archive;
    (*writer)->descriptor = descriptor;
    (*writer)->now = time(NULL);
    return PIXSCOUT_ARCHIVE_OK;
}

PixscoutArchiveResult pixscout_archive_writer_add(PixscoutArchiveWriter *writer, const char *name, const void *bytes,
    size_t count, int stored) {
    if (writer->failed) return PIXSCOUT_ARCHIVE_DAMAGED;
    struct archive_entry *entry = libarchive.entry_new();
    if (entry == NULL) {
        writer->failed = 1;
        return PIXSCOUT_ARCHIVE_DAMAGED;
    }
    libarchive.entry_set_pathname(entry, name);
    libarchive.entry_set_size(entry, (long long)count);
    libarchive.entry_set_filetype(entry, REGULAR_FILE);
    libarchive.entry_set_perm(entry, 0644);
    libarchive.entry_set_mtime(entry, writer->now, 0);
    // Chosen for each part, between parts (a format option could only be set before the first).
    int result = stored ? libarchive.write_zip_store(writer->archive) : libarchive.write_zip_deflate(writer->archive);
    if (result == ARCHIVE_OK || result == ARCHIVE_WARN) result = libarchive.write_header(writer->archive, entry);
    size_t written = 0;
    while ((result == ARCHIVE_OK || result == ARCHIVE_WARN) && written < count) {
        ssize_t piece = libarchive.write_data(writer->archive, (const char *)bytes + written, count - written);
        if (piece <= 0) result = -30;
        else written += (size_t)piece;
    }
    if (result == ARCHIVE_OK || result == ARCHIVE_WARN) result = libarchive.write_finish_entry(writer->archive);
    libarchive.entry_free(entry);
    if (result != ARCHIVE_OK && result != ARCHIVE_WARN) writer->failed = 1;
    return writer->failed ? PIXSCOUT_ARCHIVE_DAMAGED : PIXSCOUT_ARCHIVE_OK;
}

PixscoutArchiveResult pixscout_archive_writer_close(PixscoutArchiveWriter *writer) {
    int failed = writer->failed || libarchive.write_close(writer->archive) != ARCHIVE_OK;
    libarchive.write_free(writer->archive);
    if (close(writer->descriptor) != 0) failed = 1;
    free(writer);
    return failed ? PIXSCOUT_ARCHIVE_DAMAGED : PIXSCOUT_ARCHIVE_OK;
}
