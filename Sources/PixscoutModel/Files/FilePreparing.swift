import Foundation

/// What is done to a file Pixscout writes while it is still its own, under a temporary name in
/// the destination's folder, before it is linked or renamed into place: its credit written in.
/// Nothing at the final name, a link planted there included, is ever opened by it.
public typealias FilePreparing = @Sendable (URL) -> Void
