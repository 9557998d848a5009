import CArchive
import Foundation

/// A zip container (ODF, Office Open XML, EPUB) written part by part through libarchive's zip
/// writer (`CArchive`, opened on first use) to a new file: one already at the path is never
/// replaced, a link there never followed. Used from one thread at a time.
public final class ArchiveWriter {
    private var writer: OpaquePointer?

    public init(creatingFileAt path: String) throws(ArchiveReader.Failure) {
        var made: OpaquePointer?
        let result = pixscout_archive_writer_open(path, &made)
        guard result == PIXSCOUT_ARCHIVE_OK, let made else {
            throw result == PIXSCOUT_ARCHIVE_UNAVAILABLE ? .unavailable : .damaged
        }
        writer = made
    }

    deinit {
        if let writer { _ = pixscout_archive_writer_close(writer) }
    }

    /// Adds a part: `stored` as it is (ODF's and EPUB's `mimetype`, first of all), else deflated.
    public func add(_ name: String, _ bytes: Data, stored: Bool = false) throws(ArchiveReader.Failure) {
        guard let writer else { throw .damaged }
        let result = bytes.withUnsafeBytes { buffer in
            pixscout_archive_writer_add(writer, name, buffer.baseAddress, buffer.count, stored ? 1 : 0)
        }
        guard result == PIXSCOUT_ARCHIVE_OK else { throw .damaged }
    }

    /// Writes the container's directory and closes the file.
    public func finish() throws(ArchiveReader.Failure) {
        guard let writer else { throw .damaged }
        self.writer = nil
        guard pixscout_archive_writer_close(writer) == PIXSCOUT_ARCHIVE_OK else { throw .damaged }
    }
}
