import PixscoutModel

/// Several images fitted alike: each cropped where its subject is, to one target's shape.
public struct FitBatch: Sendable, Equatable {
    let target: FitTarget
    let format: FitFormat
    let quality: Int
}
