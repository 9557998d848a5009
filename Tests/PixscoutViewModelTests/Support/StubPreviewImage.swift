import Foundation
import PixscoutModel
@testable import PixscoutViewModel

final class StubPreviewImage: PreviewImage {
    let source: String
    let width = 150
    let height = 100
    /// The box it was decoded for.
    let box: (width: Int, height: Int)

    init(source: String, box: (width: Int, height: Int) = (150, 100)) {
        self.source = source
        self.box = box
    }
}
