/// What a fitted picture must fit: a shape Pixscout knows from "What must it fit?", the
/// screen, no shape at all, or a size in pixels of the person's choosing.
public enum FitTarget: Sendable, Equatable, Hashable {
    case slide, standard, square, portraitPage
    case screen(width: Int, height: Int)
    case free
    case custom(width: Int, height: Int)

    /// Width over height; nil when any shape goes.
    public var aspect: Double? {
        switch self {
        case .slide: 16.0 / 9.0
        case .standard: 4.0 / 3.0
        case .square: 1
        // A4 and its ISO siblings: 1 by the square root of 2.
        case .portraitPage: 1 / 2.0.squareRoot()
        case .screen(let width, let height), .custom(let width, let height):
            width > 0 && height > 0 ? Double(width) / Double(height) : nil
        case .free: nil
        }
    }

    /// The size a picture is made at unless the person chooses another: a slide's Full HD, a
    /// page at 150 dots an inch, the screen's own; nil where the region decides (free).
    public var preferredSize: PixelSize? {
        switch self {
        case .slide: PixelSize(width: 1920, height: 1080)
        case .standard: PixelSize(width: 1600, height: 1200)
        case .square: PixelSize(width: 1080, height: 1080)
        case .portraitPage: PixelSize(width: 1240, height: 1754)
        case .screen(let width, let height), .custom(let width, let height):
            PixelSize(width: width, height: height)
        case .free: nil
        }
    }

    /// Whether the person chose the size in pixels: it is kept even when it enlarges.
    public var hasExactSize: Bool {
        switch self {
        case .screen, .custom: true
        default: false
        }
    }
}
