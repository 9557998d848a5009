import Foundation

/// Lenient numbers for API answers: a field that is absent, not a number, not finite or out of
/// range is nil (or clamped), never an error that throws the whole answer away, never a trap.
extension KeyedDecodingContainer {
    /// The finite number at `key`, written as a JSON number or as text; nil otherwise.
    func networkNumber(forKey key: Key) -> Double? {
        if let integer = try? decodeIfPresent(Int64.self, forKey: key) { return Double(integer) }
        if let number = try? decodeIfPresent(Double.self, forKey: key) { return number.isFinite ? number : nil }
        if let text = try? decodeIfPresent(String.self, forKey: key) { return NetworkNumber.parse(text) }
        return nil
    }

    /// A count or total, clamped to 0 or more.
    func count(forKey key: Key) -> Int64? {
        networkNumber(forKey: key).map { NetworkNumber.clamp($0, to: NetworkNumber.countRange) }
    }

    /// An image side in pixels; nil when it is not believable.
    func pixels(forKey key: Key) -> Int? {
        networkNumber(forKey: key).flatMap { NetworkNumber.within($0, NetworkNumber.pixelRange) }.map { Int($0) }
    }

    /// A file size in bytes; nil when it is not believable.
    func bytes(forKey key: Key) -> Int64? {
        networkNumber(forKey: key).flatMap { NetworkNumber.within($0, NetworkNumber.byteRange) }
    }

    /// Text at `key`, or nil when absent or not text.
    func text(forKey key: Key) -> String? {
        (try? decodeIfPresent(String.self, forKey: key)) ?? nil
    }
}
