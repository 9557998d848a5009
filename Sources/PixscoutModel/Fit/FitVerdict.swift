/// What an image's licence says about fitting it: a No-Derivatives licence allows no changed
/// copy; an unknown one may not allow it either, so the person is warned before saving.
public enum FitVerdict: Sendable, Equatable {
    /// Changes are allowed; the credit says the image was changed, and whether one is needed.
    case allowed(creditNeeded: Bool)
    /// The licence allows no changes: only the original may be used.
    case refused(license: ImageLicense)
    /// Pixscout does not know what the licence allows.
    case unknown

    public init(license: ImageLicense?) {
        guard let license else {
            self = .unknown
            return
        }
        if license.forbidsChanges {
            self = .refused(license: license)
        } else if license.allowsChanges {
            self = .allowed(creditNeeded: license.needsCredit)
        } else {
            self = .unknown
        }
    }
}

extension FitVerdict {
    /// Whether a fitted copy may be made: not under a No-Derivatives licence. An unknown
    /// licence is fitted after a warning.
    public var allowsFitting: Bool {
        if case .refused = self { false } else { true }
    }
}
