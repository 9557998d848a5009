/// The part of the picture kept, in fractions of its width and height (0 to 1), as the crop
/// view draws it.
public struct FitFrame: Equatable, Sendable {
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double
}
