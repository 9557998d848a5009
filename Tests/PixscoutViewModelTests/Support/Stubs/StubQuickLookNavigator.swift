@testable import PixscoutViewModel

/// The quick look, open while the test says so; closing it is noted.
@MainActor
final class StubQuickLookNavigator: QuickLookNavigating {
    var quickLook: ObservableProperty<(any QuickLookViewModeling)?> { quickLookWriter.property }
    let quickLookWriter = PropertyWriter<(any QuickLookViewModeling)?>(nil)
    private let log: CallLog

    init(_ log: CallLog) {
        self.log = log
    }

    func openQuickLook(maxWidth: Int, maxHeight: Int) {}
    func closeQuickLook() { log.note("quick look closed") }
    func showNextInQuickLook() {}
    func showPreviousInQuickLook() {}
}
