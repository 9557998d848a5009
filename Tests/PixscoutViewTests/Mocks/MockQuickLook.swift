@testable import PixscoutViewModel

/// Records how the quick look is moved.
@MainActor
final class MockQuickLook: QuickLookNavigating {
    var quickLook: ObservableProperty<(any QuickLookViewModeling)?> { quickLookWriter.property }
    let quickLookWriter = PropertyWriter<(any QuickLookViewModeling)?>(nil)
    var actions: [String] = []

    func openQuickLook(maxWidth: Int, maxHeight: Int) { actions.append("quick-look") }
    func closeQuickLook() { actions.append("close-quick-look") }
    func showNextInQuickLook() { actions.append("next") }
    func showPreviousInQuickLook() { actions.append("previous") }
}
