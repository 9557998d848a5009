/// Loads the next page of whatever the results show, when the person comes near their end.
@MainActor
public protocol NextPageLoading: AnyObject {
    func loadNextPage()
}
