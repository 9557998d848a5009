/// A result as the desktop's search (GNOME Shell's overview) shows it.
public struct DesktopSearchResult: Sendable {
    /// Unique among every site's images; ``DesktopSearchViewModeling`` knows it again later.
    public let id: String
    public let title: String
    /// "by Rosa · CC BY-SA 4.0 · Credit required · Openverse".
    public let description: String
    /// Its thumbnail; nil when it could not be had.
    public let image: (any PreviewImage)?
}
