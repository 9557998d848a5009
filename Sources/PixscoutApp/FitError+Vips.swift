import PixscoutModel
import VipsKit

extension FitError {
    /// What Fit says when libvips failed so.
    init(_ failure: VipsFailure) {
        self = switch failure {
        case .unavailable: .imagingUnavailable
        case .tooOld: .imagingTooOld
        case .enlargedTooFar: .enlargedTooFar
        case .tooLarge: .tooManyPixels
        case .unwritable: .cannotWrite
        case .unreadable: .notAPicture
        }
    }
}
