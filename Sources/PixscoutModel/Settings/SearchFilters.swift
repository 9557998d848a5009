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

    /// What the image is for, as its licence allows: every site's results are held to it,
    /// through the site's own filters where it has them and on the client otherwise.
    public enum Use: String, Sendable, Codable, CaseIterable {
        case any, commercial, modification, noCredit

        /// An image whose licence is not known may not be used for anything in particular.
        public func allows(_ license: ImageLicense?) -> Bool {
            switch self {
            case .any: true
            case .commercial: license?.allowsCommercialUse ?? false
            case .modification: license?.allowsChanges ?? false
            case .noCredit: license.map { !$0.needsCredit } ?? false
            }
        }
    }

    /// The filters a person can set, for sites to say which they honour.
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
    /// Not ``Kind``s, as every site honours them, on the client where it has no filter of its own.
    public var use = Use.any
    public var shape = Shape.any
    public var size = Size.any
    /// The screen's size in pixels, for ``Size/screen``; 0 while unknown.
    public var screenWidth = 0
    public var screenHeight = 0

    public init() {}

    /// The query parameters these filters add to a Pixabay request; defaults are still sent
    /// when they differ from Pixabay's own.
    var pixabayQueryItems: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = []
        if imageType != .all { items.append(("image_type", imageType.rawValue)) }
        switch shape {
        case .wide, .standard: items.append(("orientation", "horizontal"))
        case .portrait: items.append(("orientation", "vertical"))
        case .any, .square: if orientation != .all { items.append(("orientation", orientation.rawValue)) }
        }
        if let category { items.append(("category", category.rawValue)) }
        if !colors.isEmpty { items.append(("colors", colors.map(\.rawValue).joined(separator: ","))) }
        if order != .popular { items.append(("order", order.rawValue)) }
        if editorsChoice { items.append(("editors_choice", "true")) }
        items.append(("safesearch", safeSearch ? "true" : "false"))
        let required = requiredSize ?? (0, 0)
        if max(minWidth, required.width) > 0 { items.append(("min_width", String(max(minWidth, required.width)))) }
        if max(minHeight, required.height) > 0 { items.append(("min_height", String(max(minHeight, required.height)))) }
        return items
    }
}

extension SearchFilters {
    private enum CodingKeys: String, CodingKey {
        case imageType, orientation, category, colors, order, editorsChoice, safeSearch, minWidth, minHeight, use,
            shape, size
        case screenWidth, screenHeight
    }

    /// Each filter a saved file lacks (one saved before it existed) keeps its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        imageType = try container.decodeIfPresent(ImageType.self, forKey: .imageType) ?? imageType
        orientation = try container.decodeIfPresent(Orientation.self, forKey: .orientation) ?? orientation
        category = try container.decodeIfPresent(Category.self, forKey: .category)
        colors = try container.decodeIfPresent([Color].self, forKey: .colors) ?? colors
        order = try container.decodeIfPresent(Order.self, forKey: .order) ?? order
        editorsChoice = try container.decodeIfPresent(Bool.self, forKey: .editorsChoice) ?? editorsChoice
        safeSearch = try container.decodeIfPresent(Bool.self, forKey: .safeSearch) ?? safeSearch
        minWidth = try container.decodeIfPresent(Int.self, forKey: .minWidth) ?? minWidth
        minHeight = try container.decodeIfPresent(Int.self, forKey: .minHeight) ?? minHeight
        use = try container.decodeIfPresent(Use.self, forKey: .use) ?? use
        shape = try container.decodeIfPresent(Shape.self, forKey: .shape) ?? shape
        size = try container.decodeIfPresent(Size.self, forKey: .size) ?? size
        screenWidth = try container.decodeIfPresent(Int.self, forKey: .screenWidth) ?? screenWidth
        screenHeight = try container.decodeIfPresent(Int.self, forKey: .screenHeight) ?? screenHeight
    }
}
