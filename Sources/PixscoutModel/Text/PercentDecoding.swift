/// Percent escapes decoded as Foundation's `removingPercentEncoding` decodes them, in Swift
/// alone: Foundation's goes through an `NSString` and back, tens of microseconds, and the
/// address of every result of a long search is read apart on the main thread as it comes.
enum PercentDecoding {
    /// `text` with each "%XX" made the byte it stands for; nil when an escape is cut short or
    /// not hexadecimal, or when the bytes are not UTF-8.
    static func decoded(_ text: String) -> String? {
        guard text.utf8.contains(percent) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == percent else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static let percent = UInt8(ascii: "%")

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
