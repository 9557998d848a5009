/// What a licence lets a person do, in the terms they ask about when choosing an image.
extension ImageLicense {
    /// Licences whose images may be used without naming anyone: the public-domain tools and
    /// the photo sites' own licences. Commons says "pd" for its public-domain templates.
    private static let creditFreeCodes: Set<String> = ["cc0", "cc-zero", "cc0-1.0", "pdm", "pdm-1.0", "pd",
        "public domain", "pixabay", "unsplash", "pexels"]

    /// The sites' own licences that forbid selling unaltered copies and compiling the
    /// images into a similar or competing service.
    private static let noResaleCodes: Set<String> = ["pixabay", "unsplash", "pexels"]

    /// Free licences that are not Creative Commons' (Commons' codes): they allow commercial
    /// use and changes, with credit.
    private static let otherFreeCodes = ["gfdl", "fal", "attribution", "copyrighted free use", "ogl", "mit", "gpl",
        "lgpl", "bsd"]

    /// True for the public-domain tools (CC0, the Public Domain Mark, Commons' PD templates):
    /// nobody holds rights in the image. The photo sites' licences are rights held.
    public var isPublicDomain: Bool {
        isCreditFree && !Self.noResaleCodes.contains(code.lowercased())
    }

    /// False when no credit is needed (CC0, the Public Domain Mark, Pixabay's licence).
    public var needsCredit: Bool {
        !isCreditFree
    }

    static func isCreditFree(_ code: String) -> Bool {
        let code = code.lowercased()
        return creditFreeCodes.contains(code) || code.hasPrefix("pd-")
    }

    /// False for the NonCommercial licences and unknown ones.
    public var allowsCommercialUse: Bool {
        allows(unless: "nc")
    }

    /// True for the sites' own licences: their images may be used, changed and sold as part
    /// of a work, but not sold as they are, nor gathered into a rival collection.
    public var forbidsResale: Bool {
        Self.noResaleCodes.contains(code.lowercased())
    }

    /// False for the NoDerivatives licences and unknown ones.
    public var allowsChanges: Bool {
        allows(unless: "nd")
    }

    /// True for the NonCommercial licences: no commercial use of the image.
    public var forbidsCommercialUse: Bool {
        ccElements.contains("nc")
    }

    /// Whether Pixscout knows what this licence allows: a Creative Commons licence or tool, a
    /// photo site's own, or another free licence Commons names.
    public var isKnown: Bool {
        guard !isCreditFree, ccElements.isEmpty else { return true }
        let code = code.lowercased()
        return Self.otherFreeCodes.contains { code.hasPrefix($0) }
    }

    /// True for the NoDerivatives licences: no changed copy of the image may be shared.
    public var forbidsChanges: Bool {
        ccElements.contains("nd")
    }

    /// Whether Pixscout knows what this licence allows (an unknown one allows no use in
    /// particular, whatever its name says) and its Creative Commons elements lack `element`.
    private func allows(unless element: String) -> Bool {
        isKnown && !ccElements.contains(element)
    }

    /// The parts of a Creative Commons licence however it is written: "by-nc-sa", Commons'
    /// "cc-by-nc-sa-4.0", or a name, "CC BY-NC-SA 4.0" → by, nc, sa. None for other licences.
    static func ccElements(of code: String) -> Set<String> {
        let words = code.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let elements = Set(words.map { word in
            switch word {
            case "attribution": "by"
            case "noncommercial": "nc"
            case "noderivatives", "noderivs": "nd"
            case "sharealike": "sa"
            default: word
            }
        })
        return elements.contains("by") ? elements : []
    }

    /// The deed a person can read: the link the site gave, else the Creative Commons deed
    /// the code and version name.
    public var deedURL: String? {
        if let url { return url }
        switch code {
        case "cc0": return "https://creativecommons.org/publicdomain/zero/1.0/"
        case "pdm": return "https://creativecommons.org/publicdomain/mark/1.0/"
        default:
            guard let version, code.wholeMatch(of: /by(-nc)?(-sa|-nd)?/) != nil,
                version.wholeMatch(of: /\d\.\d/) != nil else {
                return Self.deedURL(forCommonsCode: code)
            }
            return "https://creativecommons.org/licenses/\(code)/\(version)/"
        }
    }
}
