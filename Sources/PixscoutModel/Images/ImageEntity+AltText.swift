extension ImageEntity {
    /// The words a site gives for people who cannot see the picture: Pexels' `alt` (its
    /// title here), Unsplash's `alt_description` (its summary beside a description, else its
    /// title); nil for the sites that give none.
    public var altText: String? {
        switch site {
        case .pexels: title
        case .unsplash: summary ?? title
        case .openverse, .commons, .pixabay, .sample, .all: nil
        }
    }
}
