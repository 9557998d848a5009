@testable import PixscoutViewModel

/// A banner's buttons, pressed by the test.
@MainActor
final class StubBannerActions: BannerActions {
    var actions: ChangeStream<Banner.Action> { actionsSender.stream }
    let actionsSender = ChangeSender<Banner.Action>()
    private let log: CallLog

    init(_ log: CallLog) {
        self.log = log
    }

    func dismissBanner() { log.note("banner dismissed") }
}
