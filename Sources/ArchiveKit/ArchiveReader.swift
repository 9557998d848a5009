import CArchive
import Foundation

/// The parts of a zip container (ODF, Office Open XML, EPUB), read one after another through
/// libarchive (`CArchive`, opened on first use), each into memory as far as it is asked for.
/// Nothing is unpacked to disk. Used from one thread at a time.
public final class ArchiveReader {
    public enum Failure: Error, Sendable, Equatable {
        /// libarchive is not installed.
        case unavailable
        case notAnArchive
        case damaged
    }

    public struct Part: Sendable, Equatable {
        /// What a part is, by its mode bits.
        public enum Kind: Sendable, Equatable {
            case file, directory, link
            /// A device, a FIFO, a socket.
            case other
        }

        /// As the container names it: never trusted as a path.
        public let name: String
        public let kind: Kind
        public var isFile: Bool { kind == .file }
        /// What the container says its size is; nil when it does not say.
        public let declaredSize: Int64?
    }

    private let archive: OpaquePointer
    /// The bytes read from memory, kept while libarchive reads them.
    private let bytes: UnsafeMutableRawBufferPointer?

    public init(path: String) throws(Failure) {
        var archive: OpaquePointer?
        try Self.check(pixscout_archive_open_file(path, &archive))
        guard let archive else { throw .damaged }
        self.archive = archive
        bytes = nil
    }

    public init(bytes data: Data) throws(Failure) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 1)
        data.copyBytes(to: copy.bindMemory(to: UInt8.self))
        var archive: OpaquePointer?
        do throws(Failure) {
            try Self.check(pixscout_archive_open_memory(copy.baseAddress, data.count, &archive))
        } catch {
            copy.deallocate()
            throw error
        }
        guard let archive else {
            copy.deallocate()
            throw .damaged
        }
        self.archive = archive
        bytes = copy
    }

    deinit {
        pixscout_archive_close(archive)
        bytes?.deallocate()
    }

    /// The next part, or nil after the last.
    public func next() throws(Failure) -> Part? {
        var name: UnsafePointer<CChar>?
        var kind = PIXSCOUT_ARCHIVE_PART_OTHER
        var size: Int64 = -1
        let result = pixscout_archive_next(archive, &name, &kind, &size)
        if result == PIXSCOUT_ARCHIVE_END { return nil }
        try Self.check(result)
        return Part(name: name.map { String(decoding: Data(bytes: $0, count: strlen($0)), as: UTF8.self) } ?? "",
            kind: Part.Kind(kind), declaredSize: size >= 0 ? size : nil)
    }

    /// Up to `limit` more bytes of the current part: fewer only at its end.
    public func read(upTo limit: Int) throws(Failure) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: min(max(limit, 0), 1 << 16))
        while data.count < limit {
            let wanted = min(chunk.count, limit - data.count)
            let read = chunk.withUnsafeMutableBytes { pixscout_archive_read(archive, $0.baseAddress, wanted) }
            if read < 0 { throw .damaged }
            if read == 0 { break }
            data.append(contentsOf: chunk[0..<Int(read)])
        }
        return data
    }

    private static func check(_ result: PixscoutArchiveResult) throws(Failure) {
        switch result {
        case PIXSCOUT_ARCHIVE_OK: return
        case PIXSCOUT_ARCHIVE_UNAVAILABLE: throw .unavailable
        case PIXSCOUT_ARCHIVE_NOT_AN_ARCHIVE: throw .notAnArchive
        default: throw .damaged
        }
    }
}

private extension ArchiveReader.Part.Kind {
    init(_ kind: PixscoutArchivePartKind) {
        switch kind {
        case PIXSCOUT_ARCHIVE_PART_FILE: self = .file
        case PIXSCOUT_ARCHIVE_PART_DIRECTORY: self = .directory
        case PIXSCOUT_ARCHIVE_PART_LINK: self = .link
        default: self = .other
        }
    }
}
