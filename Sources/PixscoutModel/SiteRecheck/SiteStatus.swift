/// What an image's site says of it now: still there, under a licence, or gone.
public enum SiteStatus: Sendable, Equatable {
    case present(ImageLicense?)
    case removed
}
