import PixscoutViewModel

extension GridTileSize {
    /// A tile's height at this size, in points.
    var points: Int {
        switch self {
        case .small: 110
        case .standard: 150
        case .large: 200
        case .largest: 260
        }
    }
}
