/// The file a fitted picture is written as.
public enum FitFormat: String, Sendable, CaseIterable, Equatable {
    case jpeg, png, webp

    public var imageFormat: ImageFormat {
        switch self {
        case .jpeg: .jpeg
        case .png: .png
        case .webp: .webp
        }
    }

    /// Whether a quality setting applies: PNG is lossless.
    public var hasQuality: Bool { self != .png }

    /// The quality asked of JPEG and WebP unless the person chooses another.
    public static let defaultQuality = 85
}
