import CIntl
import Foundation

/// Pixscout's messages in the person's language, through gettext's `pixscout` domain. Until
/// ``Localization/bind(localeDirectory:)`` runs (and in tests), messages stay in English.
public enum Localization {
    public static let domain = "pixscout"

    /// Adopts the environment's locale and reads translations from `localeDirectory`
    /// (`PREFIX/share/locale`). Call once, before any message is built.
    public static func bind(localeDirectory: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, localeDirectory)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// The language of the person's locale as an ISO 639-1 code ("ja" for `ja_JP.UTF-8`),
    /// as gettext chooses it: `LANGUAGE` first, then the messages locale.
    public static var languageCode: String {
        let environment = ProcessInfo.processInfo.environment
        let current = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        let preferred = environment["LANGUAGE"]?.split(separator: ":").first.map(String.init)
        return code(of: current == "C" || current == "POSIX" ? "en" : (preferred ?? current))
    }

    /// "pt_BR.UTF-8" → "pt".
    static func code(of locale: String) -> String {
        let language = locale.prefix { $0.isLetter }.lowercased()
        return language.isEmpty ? "en" : language
    }
}

/// A message in the person's language.
public func tr(_ message: String) -> String {
    // Without a translation gettext hands back the pointer it was given: read it while it lives.
    message.withCString { String(cString: dgettext(Localization.domain, $0)) }
}

/// The form of a message that suits `count` (`"%ld image"` or `"%ld images"`) in the person's
/// language; fill it in with `String(format:)`.
public func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
    singular.withCString { one in
        plural.withCString { many in
            String(cString: dngettext(Localization.domain, one, many, UInt(max(0, count))))
        }
    }
}
