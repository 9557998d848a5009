import Foundation

/// Fits pictures off the main thread: finds their subject, crops and resizes them.
public protocol ImageFitting: Sendable {
    /// The downloaded picture, checked and ready to fit.
    func source(from data: Data) async throws(FitError) -> FitSource
    /// The largest region of `aspect` around the picture's subject; centred when it has none.
    func interestingRegion(of source: FitSource, aspect: Double?) async throws(FitError) -> FitRegion
    func fit(_ source: FitSource, as request: FitRequest) async throws(FitError) -> FittedPicture
}
