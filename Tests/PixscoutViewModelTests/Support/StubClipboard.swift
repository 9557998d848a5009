import Foundation
import PixscoutModel
@testable import PixscoutViewModel

@MainActor
final class StubClipboard: ClipboardWriting {
    var texts: [String] = []
    var images: [any PreviewImage] = []

    func copy(text: String) {
        texts.append(text)
    }

    func copy(image: any PreviewImage) {
        images.append(image)
    }
}
