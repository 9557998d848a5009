import GtkKit
import PixscoutViewModel

/// GNOME Shell's overview searching Pixscout: results from the desktop search view model,
/// their thumbnails as the pixels decoded here; choosing one opens the window on it.
@MainActor
public final class ShellSearch: ShellSearchHandling {
    private let viewModel: any DesktopSearchViewModeling
    private let open: @MainActor (_ query: String, _ resultID: String?) -> Void

    /// - Parameter open: shows the window searching `query`, selecting `resultID` once it comes.
    public init(viewModel: any DesktopSearchViewModeling,
        open: @escaping @MainActor (_ query: String, _ resultID: String?) -> Void) {
        self.viewModel = viewModel
        self.open = open
    }

    public func resultIDs(for terms: [String], caller: String) async -> [String] {
        await viewModel.resultIDs(for: terms, caller: caller)
    }

    public func results(for ids: [String]) async -> [ShellSearchResult] {
        await viewModel.results(for: ids).map { result in
            ShellSearchResult(
                id: result.id, name: result.title, description: result.description,
                    icon: (result.image as? PixbufPreview)?.pixbuf)
        }
    }

    public func activate(resultID id: String, terms: [String]) {
        open(viewModel.query(for: terms), id)
    }

    public func launchSearch(terms: [String]) {
        open(viewModel.query(for: terms), nil)
    }
}
