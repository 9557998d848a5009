import Foundation
import GtkKit
import PixscoutProbe

/// ``ViewProbing`` that appends each event, with the milliseconds since start, to a file; with
/// `measureStalls` it also logs every main-loop stall. Only made when a test or benchmark asks.
@MainActor
public final class EventLogProbe: ViewProbing {
    private let handle: FileHandle
    private let start = ContinuousClock.now

    public init?(path: String, measureStalls: Bool) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        self.handle = handle
        if measureStalls {
            MainLoopStallMonitor.start { [weak self] stall in
                self?.record(.stall(
                    milliseconds: stall.milliseconds, ranMilliseconds: stall.ranMilliseconds,
                    waitedMilliseconds: stall.waitedMilliseconds))
            }
        }
    }

    public func record(_ event: ProbeEvent) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        handle.write(Data("\(milliseconds) \(event.text)\n".utf8))
    }
}
