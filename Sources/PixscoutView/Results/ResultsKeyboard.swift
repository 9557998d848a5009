import GtkKit

/// Where the arrow, page and Home/End keys move the selection in the results.
enum ResultsKeyboard {
    /// The result `key` selects from `selected` (nil: none yet) among `count`, moving a page by
    /// `pageStep`; nil for a key that does not move.
    static func target(of key: KeyPress.Key, from selected: Int?, count: Int, pageStep: Int) -> Int? {
        guard count > 0 else { return nil }
        let current = selected ?? -1
        let target: Int? = switch key {
        case .up: current - 1
        case .down: current + 1
        case .pageUp: current - pageStep
        case .pageDown: current + pageStep
        case .home: 0
        case .end: count - 1
        default: nil
        }
        return target.map { min(max(0, $0), count - 1) }
    }
}
