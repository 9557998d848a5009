import PixscoutViewModel

/// A document check that records the documents given and never reports.
@MainActor
final class MockDocumentCheck: DocumentCheckViewModeling {
    var state: ObservableProperty<DocumentCheckState> { stateWriter.property }
    let stateWriter = PropertyWriter<DocumentCheckState>(.idle)
    let asksCommons = ObservableProperty(false)
    var checked: [[String]] = []

    func check(paths: [String]) { checked.append(paths) }
    func setAsksCommons(_ asks: Bool) {}
    func copyAllCredits() {}
    func addCreditsToCopy(at path: String, replacing: Bool) {}
    func thumbnail(ofRow index: Int, size: Int) async -> (any PreviewImage)? { nil }
    func close() {}
}
