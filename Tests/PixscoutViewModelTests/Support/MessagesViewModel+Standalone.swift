@testable import PixscoutViewModel

extension MessagesViewModel {
    /// Messages with nowhere to open a folder and notices that never time out, for a view model
    /// tested alone.
    static var standalone: MessagesViewModel {
        MessagesViewModel(toasts: ToastViewModel(sleep: { _ in }), folderOpener: nil, sleep: { _ in })
    }
}
