import Foundation

/// What a recheck reads and writes of the library (``Library`` in SQLite).
public protocol SourceCheckRecording: Sendable {
    func usedImages() async throws(LibraryError) -> [UsedImage]
    /// Records what the sites said; returns the keys whose change is new since the last recheck.
    func recordSourceChecks(_ checks: [(image: ImageEntity, status: SourceStatus)], at date: Date)
        async throws(LibraryError) -> [String]
    func sourceChanges(forKeys keys: [String]) async throws(LibraryError) -> [String: SourceChange]
}
