import Foundation
import PixscoutModel
@testable import PixscoutViewModel

struct StubPreviewDecoder: PreviewDecoding {
    struct NotAnImage: Error {}

    func decodePreview(_ data: Data, format: String, maxWidth: Int, maxHeight: Int) async throws -> any PreviewImage {
        let text = String(decoding: data.dropFirst(4).dropLast(2), as: UTF8.self)
        if text.contains("corrupt") { throw NotAnImage() }
        return StubPreviewImage(source: text, box: (maxWidth, maxHeight))
    }
}
