import CVips

/// Why libvips did not do what was asked.
public enum VipsFailure: Error, Sendable, Equatable {
    /// libvips is not installed, or lacks a function Pixscout needs.
    case unavailable
    /// libvips is older than 8.13: it cannot refuse its loaders that are unsafe for untrusted files.
    case tooOld
    /// Not a picture libvips reads, or a damaged one.
    case unreadable
    /// More pixels than allowed: refused before it was decoded.
    case tooLarge
    /// The result could not be written.
    case unwritable
    /// The region would be enlarged past libvips' limit of ten million pixels a side.
    case enlargedTooFar

    /// Throws the failure `result` names; returns for OK.
    static func check(_ result: PixscoutVipsResult) throws(VipsFailure) {
        switch result {
        case PIXSCOUT_VIPS_OK: return
        case PIXSCOUT_VIPS_UNAVAILABLE: throw .unavailable
        case PIXSCOUT_VIPS_TOO_OLD: throw .tooOld
        case PIXSCOUT_VIPS_ENLARGED_TOO_FAR: throw .enlargedTooFar
        case PIXSCOUT_VIPS_TOO_LARGE: throw .tooLarge
        case PIXSCOUT_VIPS_UNWRITABLE: throw .unwritable
        default: throw .unreadable
        }
    }
}
