import CVips

/// The formats libvips writes a fitted picture in.
public enum VipsOutputFormat: Sendable {
    case jpeg, png, webp

    var cValue: PixscoutVipsFormat {
        switch self {
        case .jpeg: PIXSCOUT_VIPS_JPEG
        case .png: PIXSCOUT_VIPS_PNG
        case .webp: PIXSCOUT_VIPS_WEBP
        }
    }
}
