/// A point in a widget's own coordinates, in points: where a click landed.
public struct WidgetPoint: Equatable, Sendable {
    public let x: Int
    public let y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
