import Foundation

/// A JPEG's pixel size, read from its frame header, to check the files Pixscout writes.
enum JPEGSize {
    struct NotAJPEG: Error {}

    static func of(_ data: Data) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0xFF, 0xD8]) else { throw NotAJPEG() }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { throw NotAJPEG() }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // Start of frame: baseline, extended, progressive or lossless.
            if (0xC0...0xC3).contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            index += 2 + length
        }
        throw NotAJPEG()
    }
}
