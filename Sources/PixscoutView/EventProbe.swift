import Foundation

/// When `PIXSCOUT_EVENT_LOG` names a file, appends one line per thing a person would see
/// change, for the end-to-end tests and the benchmarks. Absent otherwise, and then free.
@MainActor
final class EventProbe {
    static let shared: EventProbe? = ProcessInfo.processInfo.environment["PIXSCOUT_EVENT_LOG"].flatMap { EventProbe(path: $0) }

    private let handle: FileHandle
    private let start = ContinuousClock.now

    private init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        self.handle = handle
    }

    func record(_ event: String) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        handle.write(Data("\(milliseconds) \(event)\n".utf8))
    }
}
