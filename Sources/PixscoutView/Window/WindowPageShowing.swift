import GtkKit

/// The window's body as its parts see it: the results, or one page over them.
@MainActor
protocol WindowPageShowing: AnyObject {
    var pageArea: (width: Int, height: Int) { get }
    func showOverResults(_ page: Widget, name: String)
    func showResults()
}
