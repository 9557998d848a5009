@testable import PixscoutViewModel

/// Messages a test sets, recording the ways forward taken.
@MainActor
final class MockMessages: MessagesViewModeling {
    var siteNote: ObservableProperty<Banner?> { siteNoteWriter.property }
    let siteNoteWriter = PropertyWriter<Banner?>(nil)
    var banner: ObservableProperty<Banner?> { bannerWriter.property }
    let bannerWriter = PropertyWriter<Banner?>(nil)
    var notices: ChangeStream<String> { noticesSender.stream }
    let noticesSender = ChangeSender<String>()
    var performed: [Banner.Action] = []

    func perform(_ action: Banner.Action) { performed.append(action) }
    func dismissBanner() { bannerWriter.value = nil }
}
