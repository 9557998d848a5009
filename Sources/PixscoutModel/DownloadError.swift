/// Why saving an image failed, as a sentence with a way forward.
public enum DownloadError: Error, Sendable, Equatable {
    case network(NetworkError)
    case cannotWrite(folder: String)
    case cancelled

    public var message: String {
        switch self {
        case .network(let error): "The image could not be downloaded. \(error.message)"
        case .cannotWrite(let folder): "Pixscout could not write to \(folder). Choose another folder and save again."
        case .cancelled: "Saving was cancelled."
        }
    }
}
