import GtkKit
import PixscoutProbe

/// Pause, a key no part of the window uses, answered with a `barrier` event while the probe
/// records: X delivers keys and clicks in order, so a test that sees it knows that everything
/// it sent before was handled, without a key that changes what the window shows (a layout a
/// test reads would be laid out again behind it).
@MainActor
enum ProbeBarrier {
    static func attach(to window: Window, probe: any ViewProbing) {
        window.onKeyPress { press in
            guard press.key == .pause, !press.control, !press.shift, !press.alt else { return false }
            probe.record(.barrier)
            return true
        }
    }
}
