import PixscoutModel

/// The search filters as the view shows them: choice ids, flags and numbers.
public struct FilterSelection: Equatable, Sendable {
    public static let anyCategory = "any"

    public static let imageTypes = [
        FilterChoice(id: "all", label: "All images"), FilterChoice(id: "photo", label: "Photos"),
        FilterChoice(id: "illustration", label: "Illustrations"), FilterChoice(id: "vector", label: "Vector graphics"),
    ]
    public static let orientations = [
        FilterChoice(id: "all", label: "Any orientation"), FilterChoice(id: "horizontal", label: "Horizontal"),
        FilterChoice(id: "vertical", label: "Vertical"),
    ]
    public static let categories = [FilterChoice(id: anyCategory, label: "Any category")]
        + SearchFilters.Category.allCases.map { FilterChoice(id: $0.rawValue, label: $0.rawValue.capitalized) }
    public static let orders = [
        FilterChoice(id: "popular", label: "Most popular first"), FilterChoice(id: "latest", label: "Latest first"),
    ]
    public static let colors = SearchFilters.Color.allCases.map { FilterChoice(id: $0.rawValue, label: $0.rawValue.capitalized) }

    public var imageType: String
    public var orientation: String
    public var category: String
    public var order: String
    public var colors: Set<String>
    public var editorsChoice: Bool
    public var safeSearch: Bool
    public var minWidth: Int
    public var minHeight: Int

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
        return filters
    }
}
