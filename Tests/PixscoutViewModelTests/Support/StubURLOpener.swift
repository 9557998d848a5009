import Foundation
import PixscoutModel
@testable import PixscoutViewModel

@MainActor
final class StubURLOpener: URLOpening {
    var opened: [String] = []
    var failure: String?

    func open(_ url: String) -> String? {
        if failure == nil { opened.append(url) }
        return failure
    }
}
