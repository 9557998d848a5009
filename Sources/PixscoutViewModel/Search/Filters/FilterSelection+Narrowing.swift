import PixscoutLocalization

/// The filters that leave images out, as a person reads them, and the same filters with none
/// of those: what an empty answer offers to clear.
extension FilterSelection {
    /// The chosen filters that narrow a search in a site that honours `supported` (the
    /// order does not narrow, and safe search stays as the person set it).
    func narrowing(supported: Set<Field>) -> [String] {
        let defaults = FilterSelection.defaults
        func label(_ field: Field, _ id: String, _ defaultID: String, in choices: [FilterChoice]) -> String? {
            guard supported.contains(field), id != defaultID else { return nil }
            return choices.first { $0.id == id }?.label
        }
        let everywhere = [(use, defaults.use, Self.uses), (shape, defaults.shape, Self.shapes),
            (size, defaults.size, Self.sizes)]
            .compactMap { id, defaultID, choices in id == defaultID ? nil : choices.first { $0.id == id }?.label }
        let colors = supported.contains(.colors) ? Self.colors.filter { self.colors.contains($0.id) }.map(\.label) : []
        let minimum = supported.contains(.minimumSize) && (minWidth > 0 || minHeight > 0)
            ? String(format: tr("At least %ld × %ld"), minWidth, minHeight) : nil
        return [
            label(.imageType, imageType, defaults.imageType, in: Self.imageTypes),
            label(.orientation, orientation, defaults.orientation, in: Self.orientations),
            label(.category, category, defaults.category, in: Self.categories),
            supported.contains(.editorsChoice) && editorsChoice ? tr("Editor's choice only") : nil, minimum,
        ].compactMap { $0 } + colors + everywhere
    }

    /// These filters with none that narrow: the order and safe search stay.
    var cleared: FilterSelection {
        var cleared = FilterSelection.defaults
        cleared.order = order
        cleared.safeSearch = safeSearch
        return cleared
    }
}
