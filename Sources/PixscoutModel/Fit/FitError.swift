import PixscoutLocalization

/// Why a picture could not be fitted, as a sentence with a way forward.
public enum FitError: Error, Sendable, Equatable {
    case imagingUnavailable
    case notAPicture
    case tooManyPixels
    case cannotWrite
    case cancelled

    public var message: String {
        switch self {
        case .imagingUnavailable:
            tr("Fitting needs libvips, which is not installed. Install the libvips42 package, then try again.")
        case .notAPicture:
            tr("This image could not be read as a picture. Try again, or open its page in the browser.")
        case .tooManyPixels:
            String(format: tr("This picture has more than %ld million pixels, too many to fit safely. Save the original instead."),
                ImageFitter.maximumPixels / 1_000_000)
        case .cannotWrite:
            tr("Pixscout could not write the fitted picture. Check that there is room on the disk, then try again.")
        case .cancelled:
            tr("Fitting was stopped.")
        }
    }
}
