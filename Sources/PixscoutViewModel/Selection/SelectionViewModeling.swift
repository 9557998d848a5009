/// Which result is selected, and its details.
@MainActor
public protocol SelectionViewModeling: AnyObject {
    var selectedIndex: ObservableProperty<Int?> { get }
    /// The selected image's details, nil with nothing selected.
    var detail: ObservableProperty<(any ImageDetailViewModeling)?> { get }
    func selectRow(at index: Int?)
    /// Opens the image's page in the browser, if its link is one Pixscout trusts.
    func openPage(at index: Int)
}
