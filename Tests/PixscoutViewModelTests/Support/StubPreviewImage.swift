import Foundation
import PixscoutModel
@testable import PixscoutViewModel

final class StubPreviewImage: PreviewImage {
    let source: String
    let width = 150
    let height = 100

    init(source: String) {
        self.source = source
    }
}
