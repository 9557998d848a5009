import PixscoutLocalization
import PixscoutModel

/// The search filters as the view shows them: choice ids, flags and numbers.
public struct FilterSelection: Equatable, Sendable {
    /// The filters there are; a site honours some of them.
    public enum Field: String, Sendable, CaseIterable {
        case imageType, orientation, category, colors, order, editorsChoice, safeSearch, minimumSize

        static func fields(_ kinds: Set<SearchFilters.Kind>) -> Set<Field> {
            Set(kinds.compactMap { Field(rawValue: $0.rawValue) })
        }
    }

    public static let anyCategory = "any"

    public static var imageTypes: [FilterChoice] {
        [
            FilterChoice(id: "all", label: tr("All images")), FilterChoice(id: "photo", label: tr("Photos")),
            FilterChoice(id: "illustration", label: tr("Illustrations")),
            FilterChoice(id: "vector", label: tr("Vector graphics")),
        ]
    }

    public static var orientations: [FilterChoice] {
        [
            FilterChoice(id: "all", label: tr("Any orientation")),
                FilterChoice(id: "horizontal", label: tr("Horizontal")),
            FilterChoice(id: "vertical", label: tr("Vertical")),
        ]
    }

    public static var categories: [FilterChoice] {
        [FilterChoice(id: anyCategory, label: tr("Any category"))]
            + SearchFilters.Category.allCases.map { FilterChoice(id: $0.rawValue, label: categoryLabel($0)) }
    }

    /// What the image is for, in plain words; every site honours it.
    public static var uses: [FilterChoice] {
        [
            FilterChoice(id: SearchFilters.Use.any.rawValue, label: tr("Any licence")),
            FilterChoice(id: SearchFilters.Use.commercial.rawValue, label: tr("May be used commercially")),
            FilterChoice(id: SearchFilters.Use.modification.rawValue, label: tr("May be modified")),
            FilterChoice(id: SearchFilters.Use.noCredit.rawValue, label: tr("No credit needed")),
        ]
    }

    /// The shape the image must have, in plain words; every site honours it.
    public static var shapes: [FilterChoice] {
        [
            FilterChoice(id: SearchFilters.Shape.any.rawValue, label: tr("Any shape")),
            FilterChoice(id: SearchFilters.Shape.wide.rawValue, label: tr("Wide slide (16:9)")),
            FilterChoice(id: SearchFilters.Shape.standard.rawValue, label: tr("Standard slide (4:3)")),
            FilterChoice(id: SearchFilters.Shape.square.rawValue, label: tr("Square")),
            FilterChoice(id: SearchFilters.Shape.portrait.rawValue, label: tr("Portrait page")),
        ]
    }

    /// The size the image must have at least; every site honours it.
    public static var sizes: [FilterChoice] {
        [
            FilterChoice(id: SearchFilters.Size.any.rawValue, label: tr("Any size")),
            FilterChoice(id: SearchFilters.Size.fullHD.rawValue, label: tr("At least Full HD (1920 × 1080)")),
            FilterChoice(id: SearchFilters.Size.screen.rawValue, label: tr("At least this screen")),
        ]
    }

    public static var orders: [FilterChoice] {
        [FilterChoice(id: "popular", label: tr("Most popular first")),
            FilterChoice(id: "latest", label: tr("Latest first"))]
    }

    public static var colors: [FilterChoice] {
        SearchFilters.Color.allCases.map { FilterChoice(id: $0.rawValue, label: colorLabel($0)) }
    }

    private static func categoryLabel(_ category: SearchFilters.Category) -> String {
        switch category {
        case .backgrounds: tr("Backgrounds")
        case .fashion: tr("Fashion")
        case .nature: tr("Nature")
        case .science: tr("Science")
        case .education: tr("Education")
        case .feelings: tr("Feelings")
        case .health: tr("Health")
        case .people: tr("People")
        case .religion: tr("Religion")
        case .places: tr("Places")
        case .animals: tr("Animals")
        case .industry: tr("Industry")
        case .computer: tr("Computer")
        case .food: tr("Food")
        case .sports: tr("Sports")
        case .transportation: tr("Transportation")
        case .travel: tr("Travel")
        case .buildings: tr("Buildings")
        case .business: tr("Business")
        case .music: tr("Music")
        }
    }

    private static func colorLabel(_ color: SearchFilters.Color) -> String {
        switch color {
        case .grayscale: tr("Grayscale")
        case .transparent: tr("Transparent")
        case .red: tr("Red")
        case .orange: tr("Orange")
        case .yellow: tr("Yellow")
        case .green: tr("Green")
        case .turquoise: tr("Turquoise")
        case .blue: tr("Blue")
        case .lilac: tr("Lilac")
        case .pink: tr("Pink")
        case .white: tr("White")
        case .gray: tr("Gray")
        case .black: tr("Black")
        case .brown: tr("Brown")
        }
    }

    public var imageType: String
    public var orientation: String
    public var category: String
    public var order: String
    public var colors: Set<String>
    public var editorsChoice: Bool
    public var safeSearch: Bool
    public var minWidth: Int
    public var minHeight: Int
    public var use: String
    public var shape: String
    public var size: String

    /// What a first start shows: everything, safe search on.
    public static var defaults: FilterSelection {
        FilterSelection(SearchFilters())
    }

    init(_ filters: SearchFilters) {
        imageType = filters.imageType.rawValue
        orientation = filters.orientation.rawValue
        category = filters.category?.rawValue ?? Self.anyCategory
        order = filters.order.rawValue
        colors = Set(filters.colors.map(\.rawValue))
        editorsChoice = filters.editorsChoice
        safeSearch = filters.safeSearch
        minWidth = filters.minWidth
        minHeight = filters.minHeight
        use = filters.use.rawValue
        shape = filters.shape.rawValue
        size = filters.size.rawValue
    }

    /// The Pixabay parameters; unknown ids fall back to the defaults.
    var searchFilters: SearchFilters {
        var filters = SearchFilters()
        filters.imageType = SearchFilters.ImageType(rawValue: imageType) ?? .all
        filters.orientation = SearchFilters.Orientation(rawValue: orientation) ?? .all
        filters.category = SearchFilters.Category(rawValue: category)
        filters.order = SearchFilters.Order(rawValue: order) ?? .popular
        filters.colors = SearchFilters.Color.allCases.filter { colors.contains($0.rawValue) }
        filters.editorsChoice = editorsChoice
        filters.safeSearch = safeSearch
        filters.minWidth = max(0, minWidth)
        filters.minHeight = max(0, minHeight)
        filters.use = SearchFilters.Use(rawValue: use) ?? .any
        filters.shape = SearchFilters.Shape(rawValue: shape) ?? .any
        filters.size = SearchFilters.Size(rawValue: size) ?? .any
        return filters
    }
}
