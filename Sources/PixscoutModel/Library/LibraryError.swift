import PixscoutLocalization

/// Why the library could not do what was asked, as a sentence with a way forward.
public enum LibraryError: Error, Sendable, Equatable {
    /// Not even a fresh library could be made in this folder.
    case cannotOpen(folder: String)
    /// A read or write failed (a full disk, a file another program broke).
    case failed(String)
    /// A collection of that name exists already.
    case nameTaken(String)

    public var message: String {
        switch self {
        case .cannotOpen(let folder):
            String(format: tr("Pixscout cannot keep a library in %@. Check that the folder is writable, then start Pixscout again."), folder)
        case .failed:
            tr("Pixscout could not update your library. Try again.")
        case .nameTaken(let name):
            String(format: tr("There is a collection called “%@” already. Choose another name."), name)
        }
    }
}
