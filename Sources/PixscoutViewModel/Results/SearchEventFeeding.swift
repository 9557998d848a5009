/// Takes what the search or the library's shelf brought into the results.
@MainActor
public protocol SearchEventFeeding: AnyObject {
    func handle(_ event: SearchEvent)
}
