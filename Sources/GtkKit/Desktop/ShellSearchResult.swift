/// One result as GNOME Shell's overview shows it: a name, a line under it and a picture.
public struct ShellSearchResult: Sendable {
    public let id: String
    public let name: String
    public let description: String
    /// The thumbnail, decoded by Pixscout (the Shell never decodes network bytes); nil: the app's icon.
    public let icon: Pixbuf?

    public init(id: String, name: String, description: String, icon: Pixbuf?) {
        self.id = id
        self.name = name
        self.description = description
        self.icon = icon
    }
}
