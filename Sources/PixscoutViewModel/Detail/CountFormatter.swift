import Foundation

/// Formats counts with a locale's thousands separators, and file sizes. Making a formatter
/// costs about a millisecond (ICU), so each is made once, before it is needed, and kept.
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

    /// Makes the formatters for `locale` and has each format once: ICU reads its data for a
    /// locale on first use, a millisecond or two.
    static func prepare(locale: Locale) {
        _ = string(1_000, locale: locale)
        _ = fileSize(1_000_000)
    }

    /// "3.5 MB".
    static func fileSize(_ byteCount: Int64) -> String {
        bytes.string(fromByteCount: byteCount)
    }
}
