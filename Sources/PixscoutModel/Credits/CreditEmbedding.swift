import Foundation

/// Where a file's credit went.
public enum CreditEmbeddingOutcome: Sendable, Equatable {
    /// Into the file's own metadata.
    case inFile
    /// Into `NAME.xmp` beside it: its format holds no metadata of this kind (GIF).
    case sidecar(URL)
    case failed
}

/// Gives a file Pixscout wrote its picture's credit, in the file's own metadata where its
/// format has room, the pixels untouched.
public protocol CreditEmbedding: Sendable {
    func embed(_ metadata: CreditMetadata, in file: URL) -> CreditEmbeddingOutcome
}
