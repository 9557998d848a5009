/// The searches kept for the search field, as the search, the library's opening and
/// Preferences reach them.
@MainActor
public protocol SearchHistoryKeeping: AnyObject {
    var recent: ObservableProperty<[String]> { get }
    var isRemembering: ObservableProperty<Bool> { get }
    func record(_ query: String)
    func setRemembering(_ remember: Bool)
    func clear()
    func load() async
}
