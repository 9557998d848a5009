import PixscoutLocalization

/// Why a picture could not be fitted, as a sentence with a way forward.
public enum FitError: Error, Sendable, Equatable {
    case imagingUnavailable
    /// libvips is too old to refuse the loaders that are unsafe for files from the network.
    case imagingTooOld
    case notAPicture
    /// The part chosen would be enlarged past what can be made.
    case enlargedTooFar
    case tooManyPixels
    case cannotWrite
    case cancelled

    public var message: String {
        switch self {
        case .imagingUnavailable:
            tr("Fitting needs libvips, which is not installed. Install the libvips42 package, then try again.")
        case .imagingTooOld:
            tr("Fitting is off: it needs libvips 8.13 or later, which can refuse file formats that are unsafe to open, and this system has an older one. Update the libvips42 package, then try again.")
        case .enlargedTooFar:
            tr("This part of the picture is too small to be enlarged to that size. Choose a larger part of it, or a smaller size.")
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
