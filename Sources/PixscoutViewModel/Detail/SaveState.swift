/// Where saving the selected image stands.
public enum SaveState: Equatable, Sendable {
    case idle
    /// `fraction` is nil while the size is not known yet.
    case saving(fraction: Double?)
    case saved(path: String)
    case failed(message: String)
}
