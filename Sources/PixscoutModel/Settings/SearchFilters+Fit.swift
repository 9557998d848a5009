/// What the image must fit: a shape (a 16:9 slide, a 4:3 one, a square, a portrait page) and
/// a size (Full HD, the person's screen). Sites are asked through their own parameters
/// where they have them; every result is checked again here, and one whose size a site
/// does not say cannot promise to fit.
extension SearchFilters {
    public enum Shape: String, Sendable, Codable, CaseIterable {
        case any, wide, standard, square, portrait

        /// Width over height that counts as this shape: 16:9 is 1.78, 4:3 1.33, an A4 or
        /// Letter page 0.71 to 0.77.
        var ratios: ClosedRange<Double>? {
            switch self {
            case .any: nil
            case .wide: 1.6...1.95
            case .standard: 1.25...1.45
            case .square: 0.9...1.1
            case .portrait: 0.6...0.85
            }
        }
    }

    public enum Size: String, Sendable, Codable, CaseIterable {
        case any, fullHD, screen
    }

    /// The smallest width and height the chosen size asks for; nil for any size.
    public var requiredSize: (width: Int, height: Int)? {
        switch size {
        case .any: nil
        case .fullHD: (1920, 1080)
        case .screen: screenWidth > 0 && screenHeight > 0 ? (screenWidth, screenHeight) : nil
        }
    }

    /// Whether `image` is what was asked for: its licence allows the use, and, as far as its
    /// site says its size, it has the shape and size.
    public func admits(_ image: ImageEntity) -> Bool {
        guard use.allows(image.license) else { return false }
        guard shape != .any || requiredSize != nil else { return true }
        guard let width = image.pageImageWidth ?? image.imageWidth,
            let height = image.pageImageHeight ?? image.imageHeight,
              width > 0, height > 0
        else { return false }
        if let ratios = shape.ratios, !ratios.contains(Double(width) / Double(height)) { return false }
        if let required = requiredSize, width < required.width || height < required.height { return false }
        return true
    }
}
