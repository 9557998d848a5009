import Foundation

/// Formats counts with a locale's thousands separators, and file sizes. Making a formatter
/// costs about a millisecond (ICU), so each is made once and kept.
@MainActor
enum CountFormatter {
    private static var formatters: [String: NumberFormatter] = [:]

    static func string(_ count: Int64, locale: Locale) -> String {
        let formatter = formatters[locale.identifier] ?? {
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            formatters[locale.identifier] = formatter
            return formatter
        }()
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }

    private static let bytes = ByteCountFormatter()

    /// "3.5 MB".
    static func fileSize(_ byteCount: Int64) -> String {
        bytes.string(fromByteCount: byteCount)
    }
}
