import PixscoutLocalization

/// Why the library could not do what was asked, as a sentence with a way forward.
public enum LibraryError: Error, Sendable, Equatable {
    /// Not even a fresh library could be made in this folder.
    case cannotOpen(folder: String)
    /// Another program held the library longer than Pixscout waited.
    case busy
    /// The disk is full: nothing could be written.
    case diskFull
    /// The library (or its folder) cannot be written; it may still be read.
    case readOnly(path: String)
    /// SQLite calls the file damaged; only opening it for the window puts it aside.
    case damaged
    /// A read or write failed for another reason.
    case failed(String)
    /// A collection of that name exists already.
    case nameTaken(String)

    public var message: String {
        switch self {
        case .cannotOpen(let folder):
            String(format: tr("Pixscout cannot keep a library in %@. Check that the folder is writable, then start Pixscout again."), folder)
        case .busy:
            tr("Your library is in use by another program. Try again in a moment.")
        case .diskFull:
            tr("Your disk is full, so Pixscout cannot save changes to your library. Free some space, then try again.")
        case .readOnly(let path):
            String(format: tr("Pixscout can show your library but cannot save changes to it: %@ is read-only. Check its permissions, then start Pixscout again."), path)
        case .damaged:
            tr("Your library could not be read: the file is damaged. Start Pixscout, which puts a damaged library aside and starts a new one.")
        case .failed:
            tr("Pixscout could not update your library. Try again.")
        case .nameTaken(let name):
            String(format: tr("There is a collection called “%@” already. Choose another name."), name)
        }
    }
}
