/// The filters as the photo sites (Unsplash, Pexels) take them: an orientation, one colour
/// and an order. What they cannot ask for is checked on each result instead.
extension SearchFilters {
    /// The orientation the shape or the orientation asks for: "landscape", "portrait" or
    /// "square"; nil for any.
    var photoOrientation: String? {
        switch (shape, orientation) {
        case (.wide, _), (.standard, _), (.any, .horizontal): "landscape"
        case (.portrait, _), (.any, .vertical): "portrait"
        case (.square, _): "square"
        case (.any, .all): nil
        }
    }

    /// The first chosen colour in a photo site's words (`names` maps the few that differ);
    /// nil when none is chosen or the site has no such colour.
    func photoColor(renaming names: [Color: String], offered: Set<Color>) -> String? {
        guard let color = colors.first(where: { offered.contains($0) }) else { return nil }
        return names[color] ?? color.rawValue
    }
}
