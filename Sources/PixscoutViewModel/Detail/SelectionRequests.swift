/// What the window view model hears from the selection and asks of it: a tag or a thread to
/// search, and a result to select once its page comes.
@MainActor
public protocol SelectionRequests: AnyObject {
    var searchRequests: ChangeStream<String> { get }
    func selectWhenShown(_ id: String)
    func selectPendingResult()
}
