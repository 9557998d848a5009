import Foundation
import GtkKit

/// When `PIXSCOUT_EVENT_LOG` names a file, appends one line per thing a person would see
/// change, for the end-to-end tests and the benchmarks; with `PIXSCOUT_MEASURE_STALLS` set it
/// also logs every main-loop stall. Absent otherwise, and then free.
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
        if ProcessInfo.processInfo.environment["PIXSCOUT_MEASURE_STALLS"] != nil {
            MainLoopStallMonitor.start { [weak self] milliseconds in
                self?.record("stall \(String(format: "%.1f", milliseconds))")
            }
        }
    }

    func record(_ event: String) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        handle.write(Data("\(milliseconds) \(event)\n".utf8))
    }
}
