import Foundation
@testable import PixscoutModel
import XCTest

final class PercentDecodingTests: XCTestCase {
    /// Foundation's `removingPercentEncoding` is the reference: the same answer for addresses
    /// as sites write them and for broken ones.
    func testDecodesAsFoundationDoes() {
        let texts = [
            "https://commons.wikimedia.org/wiki/File:Sunset_over_the_sea.jpg",
            "https://commons.wikimedia.org/wiki/File:Caf%C3%A9%20de%20Flore%2C%20Paris.jpg",
            "https://www.flickr.com/photos/x/1/%23frag", "100%25 free", "%e6%97%a5%E6%9C%AC", "plain", "",
            "%", "%4", "%zz", "abc%2", "%C3", "%FF%FE", "%00a", "a%2Fb%2fc", "%41%42%43", "é%20ü",
        ]
        for text in texts {
            XCTAssertEqual(PercentDecoding.decoded(text), text.removingPercentEncoding, text)
        }
    }
}
