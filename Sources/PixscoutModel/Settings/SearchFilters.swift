/// The Pixabay search parameters a person can choose, with Pixabay's defaults except safe
/// search, which Pixscout turns on.
public struct SearchFilters: Sendable, Equatable, Codable {
    public enum ImageType: String, Sendable, Codable, CaseIterable {
        case all, photo, illustration, vector
    }

    public enum Orientation: String, Sendable, Codable, CaseIterable {
        case all, horizontal, vertical
    }

    public enum Category: String, Sendable, Codable, CaseIterable {
        case backgrounds, fashion, nature, science, education, feelings, health, people, religion,
            places, animals, industry, computer, food, sports, transportation, travel, buildings,
            business, music
    }

    public enum Color: String, Sendable, Codable, CaseIterable {
        case grayscale, transparent, red, orange, yellow, green, turquoise, blue, lilac, pink,
            white, gray, black, brown
    }

    public enum Order: String, Sendable, Codable, CaseIterable {
        case popular, latest
    }

    /// The filters a person can set, for providers to say which they honour.
    public enum Kind: String, Sendable, CaseIterable {
        case imageType, orientation, category, colors, order, editorsChoice, safeSearch, minimumSize
    }

    public var imageType: ImageType = .all
    public var orientation: Orientation = .all
    public var category: Category?
    public var colors: [Color] = []
    public var order: Order = .popular
    public var editorsChoice = false
    public var safeSearch = true
    public var minWidth = 0
    public var minHeight = 0

    public init() {}

    /// The query parameters these filters add to a Pixabay request; defaults are still sent
    /// when they differ from Pixabay's own.
    var pixabayQueryItems: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = []
        if imageType != .all { items.append(("image_type", imageType.rawValue)) }
        if orientation != .all { items.append(("orientation", orientation.rawValue)) }
        if let category { items.append(("category", category.rawValue)) }
        if !colors.isEmpty { items.append(("colors", colors.map(\.rawValue).joined(separator: ","))) }
        if order != .popular { items.append(("order", order.rawValue)) }
        if editorsChoice { items.append(("editors_choice", "true")) }
        items.append(("safesearch", safeSearch ? "true" : "false"))
        if minWidth > 0 { items.append(("min_width", String(minWidth))) }
        if minHeight > 0 { items.append(("min_height", String(minHeight))) }
        return items
    }
}
