import Foundation

/// A picture's bytes read only where they are: every read past the end is nil, never a trap,
/// and every number is checked before it becomes an offset.
struct PictureBytes {
    private let data: Data

    init(_ bytes: Data) {
        data = bytes.startIndex == 0 ? bytes : Data(bytes)
    }

    func byte(_ at: Int) -> UInt8? {
        at >= 0 && at < data.count ? data[at] : nil
    }

    /// The bytes from `start` up to `end`; nil when they are not all there.
    func slice(_ start: Int, _ end: Int) -> Data.SubSequence? {
        guard start >= 0, start <= end, end <= data.count else { return nil }
        return data[start..<end]
    }

    func bigEndian(_ at: Int, count: Int) -> Int? {
        slice(at, at + count)?.reduce(0) { $0 << 8 | Int($1) }
    }

    func littleEndian(_ at: Int, count: Int) -> Int? {
        slice(at, at + count)?.reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// The first offset from `start` on whose byte matches.
    func firstIndex(from start: Int, where matches: (UInt8) -> Bool) -> Int? {
        guard start >= 0, start <= data.count else { return nil }
        return data[start...].firstIndex(where: matches)
    }
}
