import GtkKit
import PixscoutProbe

extension WindowWatch.Change {
    /// The change as the probe writes it.
    var probed: ProbedWindowChange {
        switch self {
        case .shown: .shown
        case .hidden: .hidden
        case .active: .active
        }
    }
}
