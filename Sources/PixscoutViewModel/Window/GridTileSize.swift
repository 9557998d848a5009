/// How large the grid's tiles are: Ctrl+plus and Ctrl+minus (or Ctrl with the wheel) step
/// through these, and the choice is kept with the window's size.
public enum GridTileSize: Int, CaseIterable, Sendable {
    case small, standard, large, largest

    /// The next size up, or down; the same at either end.
    public func stepped(by step: Int) -> GridTileSize {
        GridTileSize(rawValue: min(max(0, rawValue + step), Self.allCases.count - 1)) ?? self
    }
}
