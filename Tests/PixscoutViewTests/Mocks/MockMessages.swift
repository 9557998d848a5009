@testable import PixscoutViewModel

/// Messages a test sets, recording the ways forward taken.
@MainActor
final class MockMessages: MessagesViewModeling {
    let siteNote = ObservableProperty<Banner?>(nil)
    let banner = ObservableProperty<Banner?>(nil)
    let notices = ChangeStream<String>()
    var performed: [Banner.Action] = []

    func perform(_ action: Banner.Action) { performed.append(action) }
    func dismissBanner() { banner.value = nil }
}
