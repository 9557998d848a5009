import Foundation

/// Which results are selected, which of them has the focus, and its details.
@MainActor
public protocol SelectionViewModeling: AnyObject {
    /// The result with the focus, whose details show; nil with nothing selected.
    var selectedIndex: ObservableProperty<Int?> { get }
    /// Every selected result, the focused one among them. Star, Add to Collection, Copy
    /// Credits and Save to Folder act on all of them; the other actions on the focused one.
    var selectedIndices: ObservableProperty<IndexSet> { get }
    /// The focused result's details, nil with nothing selected.
    var detail: ObservableProperty<(any ImageDetailViewModeling)?> { get }
    /// Selects this result alone (a click, an arrow key).
    func selectRow(at index: Int?)
    /// Adds the result to the selection or takes it out (Ctrl+click).
    func toggleRow(at index: Int)
    /// Selects from where the selection started to this result (Shift+click, Shift+arrows).
    func extendSelection(to index: Int)
    /// Selects every result that has arrived (Ctrl+A).
    func selectAll()
    /// The threads that can be followed from the focused result, for its menu.
    var followUps: ObservableProperty<[FollowUp]> { get }
    /// A new search following `followUp` from the focused result.
    func follow(_ followUp: FollowUp)
    /// Opens the image's page in the browser, if its link is one Pixscout trusts.
    func openPage(at index: Int)
    /// Makes now, while the window is idle, what the first details shown would make in the
    /// frame of the first selection: the formatters of counts and file sizes.
    func prepareDetails()
}
