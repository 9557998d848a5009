extension ImageLicense {
    /// The licence a deed's address names: a Creative Commons licence or tool, or a photo
    /// site's own; otherwise one named `name` (or by its address), which Pixscout does not know.
    public init(deedURL url: String, name: String?) {
        let lowered = url.lowercased()
        if let match = lowered.firstMatch(of: /creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)/) {
            self = .creativeCommons(code: String(match.1), version: String(match.2), url: url)
        } else if let match = lowered.firstMatch(of: /creativecommons\.org\/publicdomain\/(zero|mark)\/(\d\.\d)/) {
            self = .creativeCommons(code: match.1 == "zero" ? "cc0" : "pdm", version: String(match.2), url: url)
        } else if let known = [ImageLicense.unsplash, .pixabay, .pexels].first(where: { license in
            license.url.map { lowered.hasPrefix($0.lowercased().replacingOccurrences(of: "www.", with: "")) ||
                lowered.hasPrefix($0.lowercased()) } ?? false
        }) {
            self = known
        } else {
            self.init(code: name ?? "", name: name ?? url, url: url)
        }
    }
}
