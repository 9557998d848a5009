extension FitTarget {
    /// The size a region of `region`'s size is made at: the target's preferred size, made
    /// smaller so that nothing is enlarged, unless the person chose the size in pixels.
    public func outputSize(for region: PixelSize) -> PixelSize {
        guard let preferred = preferredSize else { return region }
        if hasExactSize || preferred.width <= region.width { return preferred }
        return PixelSize.keeping(aspect: preferred.aspect, width: region.width)
    }
}
