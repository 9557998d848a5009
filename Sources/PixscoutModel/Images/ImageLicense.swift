/// The terms an image may be used under.
public struct ImageLicense: Sendable, Equatable {
    /// The site's code: "by-sa", "cc0", "pdm", "pixabay".
    public let code: String
    /// "4.0" for CC BY-SA 4.0; nil when the licence has no versions.
    public let version: String?
    /// What a person reads: "CC BY-SA 4.0", "Pixabay Content License".
    public let name: String
    public let url: String?
    /// What the code says, read once: every result shown asks for its terms several times.
    let ccElements: Set<String>
    let isCreditFree: Bool

    public init(code: String, version: String? = nil, name: String, url: String? = nil) {
        self.code = NetworkText.line(code)
        self.version = NetworkText.line(version)
        self.name = NetworkText.line(name)
        self.url = url
        ccElements = Self.ccElements(of: self.code)
        isCreditFree = Self.isCreditFree(self.code)
    }

    /// Pixabay's own licence, the same for every Pixabay image.
    public static let pixabay = ImageLicense(
        code: "pixabay", name: "Pixabay Content License", url: "https://pixabay.com/service/license-summary/")

    /// Unsplash's licence, the same for every Unsplash photo.
    public static let unsplash = ImageLicense(code: "unsplash", name: "Unsplash License",
        url: "https://unsplash.com/license")

    /// Pexels' licence, the same for every Pexels photo.
    public static let pexels = ImageLicense(code: "pexels", name: "Pexels License",
        url: "https://www.pexels.com/license/")

    /// A Creative Commons licence or tool from its code and version: "by-sa" and "4.0" read
    /// "CC BY-SA 4.0"; "cc0" reads "CC0 1.0"; "pdm", "Public Domain Mark 1.0".
    public static func creativeCommons(code: String, version: String?, url: String?) -> ImageLicense {
        let lowered = code.lowercased()
        let base: String = switch lowered {
        case "cc0": "CC0"
        case "pdm": "Public Domain Mark"
        default: "CC " + lowered.uppercased()
        }
        let name = [base, version].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " ")
        return ImageLicense(code: lowered, version: version, name: name, url: url)
    }

    /// The Creative Commons deed for a Commons licence template ("cc-by-sa-4.0", "cc-zero"),
    /// for files whose page gives no link; nil for other licences.
    public static func deedURL(forCommonsCode code: String) -> String? {
        switch code {
        case "cc0", "cc-zero", "cc0-1.0": return "https://creativecommons.org/publicdomain/zero/1.0/"
        case "pdm", "pdm-1.0": return "https://creativecommons.org/publicdomain/mark/1.0/"
        default: break
        }
        guard let match = code.wholeMatch(of: /cc-(by(?:-nc)?(?:-sa|-nd)?)-(\d\.\d)(?:-([a-z]{2}))?/) else {
            return nil
        }
        let port = match.3.map { "\($0)/" } ?? ""
        return "https://creativecommons.org/licenses/\(match.1)/\(match.2)/\(port)"
    }
}
