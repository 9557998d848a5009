#ifndef PIXSCOUT_CARCHIVE_H
#define PIXSCOUT_CARCHIVE_H

// Reading the parts of a zip container (ODF, Office Open XML, EPUB) through libarchive, which
// is opened on first use (ArchiveReader.c): every part is read into memory as it is asked
// for, never unpacked to disk. Plain C types only.
#include <stddef.h>

typedef enum {
    PIXSCOUT_ARCHIVE_OK = 0,
    /// No more parts.
    PIXSCOUT_ARCHIVE_END,
    /// libarchive is not installed, or lacks a function Pixscout needs.
    PIXSCOUT_ARCHIVE_UNAVAILABLE,
    /// The file is not a zip container.
    PIXSCOUT_ARCHIVE_NOT_AN_ARCHIVE,
    /// The container is damaged, or a part cannot be unpacked.
    PIXSCOUT_ARCHIVE_DAMAGED,
} PixscoutArchiveResult;

/// What a part is, by its mode bits: only a plain file has bytes of its own to read.
typedef enum {
    PIXSCOUT_ARCHIVE_PART_FILE = 0,
    PIXSCOUT_ARCHIVE_PART_DIRECTORY,
    PIXSCOUT_ARCHIVE_PART_LINK,
    /// A device, a FIFO, a socket.
    PIXSCOUT_ARCHIVE_PART_OTHER,
} PixscoutArchivePartKind;

typedef struct PixscoutArchive PixscoutArchive;

/// Opens the container at `path`, or the `count` bytes at `bytes` (kept by the caller until
/// it is closed).
PixscoutArchiveResult pixscout_archive_open_file(const char *path, PixscoutArchive **archive);
PixscoutArchiveResult pixscout_archive_open_memory(const void *bytes, size_t count, PixscoutArchive **archive);
/// Moves to the next part: its name as the container gives it (valid until the next call),
/// what it is, and its size as the container declares it (-1 when unknown).
PixscoutArchiveResult pixscout_archive_next(PixscoutArchive *archive, const char **name,
    PixscoutArchivePartKind *kind, long long *declared_size);
/// Unpacks up to `count` more bytes of the current part into `buffer`: the number written, 0
/// at its end, -1 when it is damaged.
long long pixscout_archive_read(PixscoutArchive *archive, void *buffer, size_t count);
void pixscout_archive_close(PixscoutArchive *archive);

/// A zip container being written to a new file at `path` (created, never replacing one).
typedef struct PixscoutArchiveWriter PixscoutArchiveWriter;

PixscoutArchiveResult pixscout_archive_writer_open(const char *path, PixscoutArchiveWriter **writer);
/// Adds a part of `count` bytes: stored as it is when `stored` (ODF's and EPUB's `mimetype`,
/// which must come first), else deflated.
PixscoutArchiveResult pixscout_archive_writer_add(PixscoutArchiveWriter *writer, const char *name, const void *bytes,
    size_t count, int stored);
/// Writes the container's directory and closes the file; DAMAGED when any of it failed.
PixscoutArchiveResult pixscout_archive_writer_close(PixscoutArchiveWriter *writer);

#endif
