import Foundation

/// A picture's look in 64 bits (a difference hash): its 9-by-8 grey copy, each bit saying
/// whether a pixel is brighter than the one to its right. A copy re-encoded, scaled or cropped by
/// a few percent keeps most bits; another picture shares about half.
public struct PerceptualHash: Sendable, Equatable {
    public static let width = 9
    public static let height = 8
    /// The most bits two hashes may differ in for the pictures to be the same picture.
    public static let sameLook = 10

    public let bits: UInt64

    public init(bits: UInt64) {
        self.bits = bits
    }

    /// The hash of a 9-by-8 grey copy, row by row; nil for one too plain to tell from others
    /// (a flat colour, a faint gradient).
    public init?(gray: [UInt8]) {
        guard gray.count == Self.width * Self.height,
            let low = gray.min(), let high = gray.max(), high - low >= 12 else { return nil }
        var bits: UInt64 = 0
        for row in 0..<Self.height {
            for column in 0..<(Self.width - 1) {
                let at = row * Self.width + column
                bits = bits << 1 | (gray[at] > gray[at + 1] ? 1 : 0)
            }
        }
        self.bits = bits
    }

    /// The look of the picture `bytes`, decoded by `decoder`; nil when it cannot be decoded, has
    /// more than `maxPixels`, or is too plain.
    static func of(_ bytes: Data, decoder: any PictureFingerprinting, maxPixels: Int = 100_000_000) -> PerceptualHash? {
        (try? decoder.gray(of: bytes, width: width, height: height, maxPixels: maxPixels)).flatMap(Self.init(gray:))
    }

    public func distance(to other: PerceptualHash) -> Int {
        (bits ^ other.bits).nonzeroBitCount
    }
}
