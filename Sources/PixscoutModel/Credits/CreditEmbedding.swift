import Foundation

/// Where a file's credit went.
public enum CreditEmbeddingOutcome: Sendable, Equatable {
    /// Into the file's own metadata.
    case inFile
    /// Its format holds no metadata of this kind (GIF): the credit goes into a sidecar, once
    /// the file has its name.
    case needsSidecar
    /// Into `NAME.xmp` beside it.
    case sidecar(URL)
    case failed
}

/// Gives a file Pixscout wrote its picture's credit, in the file's own metadata where its
/// format has room, the pixels untouched; else in an XMP sidecar beside it.
public protocol CreditEmbedding: Sendable {
    /// Writes into the file's own metadata: the file is Pixscout's own still, under a temporary name.
    func embed(_ metadata: CreditMetadata, in file: URL) -> CreditEmbeddingOutcome
    /// Writes into `NAME.xmp` beside `file`, added to a sidecar the person keeps there, never
    /// through a link.
    func embedSidecar(_ metadata: CreditMetadata, beside file: URL) -> CreditEmbeddingOutcome
}
