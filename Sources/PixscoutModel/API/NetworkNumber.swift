/// Numbers from the network made safe to use. Anything a server sends may be `1e300`,
/// `-1e19`, `inf`, `nan` or text: it is read as a finite Double first, then clamped or refused,
/// so that no conversion to an integer can trap.
public enum NetworkNumber {
    /// The longest wait a server can impose: a day.
    public static let waitRange: ClosedRange<Int64> = 0...86_400
    /// Counts and totals: 0 or more, at most what a Double holds exactly.
    public static let countRange: ClosedRange<Int64> = 0...(1 << 53)
    /// An image side in pixels; a larger one is not believed.
    public static let pixelRange: ClosedRange<Int64> = 1...1_000_000
    /// A file size; a larger one is not believed.
    public static let byteRange: ClosedRange<Int64> = 0...(1 << 42)

    /// The finite number `text` holds, or nil.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= 64, let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// `value` rounded down into `range`; `value` must be finite.
    public static func clamp(_ value: Double, to range: ClosedRange<Int64>) -> Int64 {
        if value <= Double(range.lowerBound) { return range.lowerBound }
        // Double(upperBound) may round up past upperBound: compare before converting.
        if value >= Double(range.upperBound) { return range.upperBound }
        return Int64(value.rounded(.down))
    }

    /// `value` as an integer when it is one inside `range`, else nil.
    public static func within(_ value: Double, _ range: ClosedRange<Int64>) -> Int64? {
        guard value.isFinite, value >= Double(range.lowerBound), value <= Double(range.upperBound) else { return nil }
        let clamped = clamp(value, to: range)
        return range.contains(clamped) ? clamped : nil
    }
}
