extension ImageEntity {
    /// The words its site gives for people who cannot see the picture: Pexels' `alt` (its
    /// title here), Unsplash's `alt_description` (its summary beside a description, else its
    /// title); nil for the sites that give none.
    public var altText: String? {
        site.descriptor.altText(self)
    }
}
