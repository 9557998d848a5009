/// What a licence lets a person do, in the terms they ask about when choosing an image.
extension ImageLicense {
    /// Licences whose images may be used without naming anyone: the public-domain tools and
    /// Pixabay's licence. Commons says "pd" for its public-domain templates.
    private static let creditFreeCodes: Set<String> = ["cc0", "cc-zero", "cc0-1.0", "pdm", "pdm-1.0", "pd", "public domain", "pixabay"]

    /// False when no credit is needed (CC0, the Public Domain Mark, Pixabay's licence).
    public var needsCredit: Bool {
        !(Self.creditFreeCodes.contains(code) || code.hasPrefix("pd-"))
    }

    /// False for the NonCommercial licences.
    public var allowsCommercialUse: Bool {
        !ccElements.contains("nc")
    }

    /// False for the NoDerivatives licences.
    public var allowsChanges: Bool {
        !ccElements.contains("nd")
    }

    /// The parts of a Creative Commons code, "by-nc-sa" → by, nc, sa ("cc-by-sa-4.0" as Commons
    /// writes it too); none for other licences.
    private var ccElements: Set<Substring> {
        let parts = code.split(separator: "-")
        guard parts.contains("by") else { return [] }
        return Set(parts)
    }

    /// The deed a person can read: the link the library gave, else the Creative Commons deed
    /// the code and version name.
    public var deedURL: String? {
        if let url { return url }
        switch code {
        case "cc0": return "https://creativecommons.org/publicdomain/zero/1.0/"
        case "pdm": return "https://creativecommons.org/publicdomain/mark/1.0/"
        default:
            guard let version, code.wholeMatch(of: /by(-nc)?(-sa|-nd)?/) != nil, version.wholeMatch(of: /\d\.\d/) != nil else {
                return Self.deedURL(forCommonsCode: code)
            }
            return "https://creativecommons.org/licenses/\(code)/\(version)/"
        }
    }
}
