/// Searches asked by the desktop rather than typed in the window.
@MainActor
public protocol DesktopSearchViewModeling: AnyObject {
    /// The ids of the first results for `terms`, from the site the person chose, held to
    /// the filters they chose; none when nothing is found, it cannot be searched, `caller` (a
    /// bus name) asked again meanwhile, or too many searches were asked for this minute.
    func resultIDs(for terms: [String], caller: String) async -> [String]
    /// The results `ids` name (ids this model did not give are left out), with thumbnails.
    func results(for ids: [String]) async -> [DesktopSearchResult]
    /// The words as one search, as the window searches them.
    func query(for terms: [String]) -> String
}
