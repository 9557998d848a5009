import Foundation

/// The selection as the results feed keeps it: cleared for a new search, kept for later pages.
@MainActor
public protocol SelectionFeeding: AnyObject {
    var selectedIndices: ObservableProperty<IndexSet> { get }
    func clear()
    func forgetPendingSelection()
    /// Selects the result asked for earlier, once a page brought it.
    func selectPendingResult()
}
