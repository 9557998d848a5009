import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// The search filters, in a popover from the header bar. Every change searches again; the
/// filters the current site cannot apply are greyed out.
@MainActor
final class FiltersPanel {
    let root = Box(.vertical, spacing: 8)
    private let viewModel: any FiltersViewModeling
    private var observations: [ObservationToken] = []
    private var updating = false

    private let use = ComboBoxText(choices: FilterSelection.uses.map { ($0.id, $0.label) })
    private let shape = ComboBoxText(choices: FilterSelection.shapes.map { ($0.id, $0.label) })
    private let size = ComboBoxText(choices: FilterSelection.sizes.map { ($0.id, $0.label) })
    private let imageType = ComboBoxText(choices: FilterSelection.imageTypes.map { ($0.id, $0.label) })
    private let orientation = ComboBoxText(choices: FilterSelection.orientations.map { ($0.id, $0.label) })
    private let category = ComboBoxText(choices: FilterSelection.categories.map { ($0.id, $0.label) })
    private let order = ComboBoxText(choices: FilterSelection.orders.map { ($0.id, $0.label) })
    private let editorsChoice = CheckButton(label: tr("_Editor's choice only"))
    private let safeSearch = CheckButton(label: tr("_Safe search"))
    private let minWidth = SpinButton(minimum: 0, maximum: 10000, step: 100)
    private let minHeight = SpinButton(minimum: 0, maximum: 10000, step: 100)
    private let colors = Box(.vertical, spacing: 2)
    private let minimumSize = Box(.vertical, spacing: 4)
    private var colorButtons: [(id: String, button: CheckButton)] = []

    init(viewModel: any FiltersViewModeling) {
        self.viewModel = viewModel
        root.setMargins(12)
        use.accessibleName = tr("What is it for?")
        let useHeading = Label(tr("What is it for?"))
        useHeading.setXAlign(0)
        useHeading.addStyleClass("heading")
        root.packStart(useHeading)
        root.packStart(use)
        let fitHeading = Label(tr("What must it fit?"))
        fitHeading.setXAlign(0)
        fitHeading.addStyleClass("heading")
        root.packStart(fitHeading)
        shape.accessibleName = tr("Shape")
        size.accessibleName = tr("Size")
        root.packStart(shape)
        root.packStart(size)
        for combo in [use, shape, size] {
            combo.onChanged { [weak self] in self?.apply() }
        }
        imageType.accessibleName = tr("Image type")
        orientation.accessibleName = tr("Orientation")
        category.accessibleName = tr("Category")
        order.accessibleName = tr("Order")
        minWidth.accessibleName = tr("Minimum width in pixels")
        minHeight.accessibleName = tr("Minimum height in pixels")
        for combo in [imageType, orientation, category, order] {
            root.packStart(combo)
            combo.onChanged { [weak self] in self?.apply() }
        }
        let heading = Label(tr("Colors"))
        heading.setXAlign(0)
        heading.addStyleClass("heading")
        colors.packStart(heading)
        var row = Box(.horizontal, spacing: 6)
        for (index, color) in FilterSelection.colors.enumerated() {
            if index % 4 == 0 {
                row = Box(.horizontal, spacing: 6)
                colors.packStart(row)
            }
            let button = CheckButton(label: color.label)
            button.onToggled { [weak self] in self?.apply() }
            row.packStart(button)
            colorButtons.append((color.id, button))
        }
        root.packStart(colors)
        for (label, spin) in [(tr("Minimum width"), minWidth), (tr("Minimum height"), minHeight)] {
            let line = Box(.horizontal, spacing: 8)
            let text = Label(label)
            text.setXAlign(0)
            line.packStart(text, expand: true)
            line.packStart(spin)
            spin.onValueChanged { [weak self] in self?.apply() }
            minimumSize.packStart(line)
        }
        root.packStart(minimumSize)
        for check in [editorsChoice, safeSearch] {
            check.onToggled { [weak self] in self?.apply() }
            root.packStart(check)
        }
        observations = [
            viewModel.filters.observe { [weak self] filters in self?.show(filters) },
            viewModel.supportedFilters.observe { [weak self] fields in self?.offer(fields) },
        ]
    }

    private func offer(_ fields: Set<FilterSelection.Field>) {
        let widgets: [(FilterSelection.Field, Widget)] = [
            (.imageType, imageType), (.orientation, orientation), (.category, category), (.order, order),
            (.colors, colors), (.minimumSize, minimumSize), (.editorsChoice, editorsChoice), (.safeSearch, safeSearch),
        ]
        let name = viewModel.siteName.value
        for (field, widget) in widgets {
            widget.isSensitive = fields.contains(field)
            widget.tooltip = fields.contains(field) ? nil : String(format: tr("%@ cannot filter by this."), name)
        }
    }

    private func show(_ filters: FilterSelection) {
        updating = true
        defer { updating = false }
        use.activeID = filters.use
        shape.activeID = filters.shape
        size.activeID = filters.size
        imageType.activeID = filters.imageType
        orientation.activeID = filters.orientation
        category.activeID = filters.category
        order.activeID = filters.order
        editorsChoice.isActive = filters.editorsChoice
        safeSearch.isActive = filters.safeSearch
        minWidth.value = filters.minWidth
        minHeight.value = filters.minHeight
        for (color, button) in colorButtons {
            button.isActive = filters.colors.contains(color)
        }
    }

    private func apply() {
        guard !updating else { return }
        let chosenColors = Set(colorButtons.filter { $0.button.isActive }.map(\.id))
        viewModel.updateFilters { [self] filters in
            filters.use = use.activeID ?? filters.use
            filters.shape = shape.activeID ?? filters.shape
            filters.size = size.activeID ?? filters.size
            filters.imageType = imageType.activeID ?? filters.imageType
            filters.orientation = orientation.activeID ?? filters.orientation
            filters.category = category.activeID ?? filters.category
            filters.order = order.activeID ?? filters.order
            filters.editorsChoice = editorsChoice.isActive
            filters.safeSearch = safeSearch.isActive
            filters.minWidth = minWidth.value
            filters.minHeight = minHeight.value
            filters.colors = chosenColors
        }
    }
}
