import XCTest
@testable import PixscoutModel

/// What each licence says about a fitted copy, and the credit of one.
final class FitVerdictTests: XCTestCase {
    private func license(_ code: String) -> ImageLicense {
        ImageLicense.creativeCommons(code: code, version: "4.0", url: nil)
    }

    func testNoDerivativesIsRefusedShareAlikeAllowedWithCreditAndCC0WithoutOne() {
        XCTAssertEqual(FitVerdict(license: license("by-nd")), .refused(license: license("by-nd")))
        XCTAssertEqual(FitVerdict(license: license("by-nc-nd")), .refused(license: license("by-nc-nd")))
        XCTAssertEqual(FitVerdict(license: license("by-sa")), .allowed(creditNeeded: true))
        XCTAssertEqual(FitVerdict(license: ImageLicense.creativeCommons(code: "cc0", version: "1.0", url: nil)),
            .allowed(creditNeeded: false))
        XCTAssertEqual(FitVerdict(license: .unsplash), .allowed(creditNeeded: false))
        XCTAssertEqual(FitVerdict(license: nil), .unknown)
        XCTAssertEqual(FitVerdict(license: ImageLicense(code: "all rights reserved", name: "Mine")),
            .unknown)
    }

    func testAFittedImagesCreditSaysItWasCroppedAndResizedLinkingTheOriginal() {
        let kitten = LibraryImages.kitten()
        let credit = ImageCredit(kitten, isChanged: true).sentence(in: .markdown)
        XCTAssertTrue(credit.hasPrefix(ImageCredit(kitten).sentence(in: .markdown)), credit)
        XCTAssertTrue(credit.hasSuffix(
            "It was cropped and resized from "
                + "[the original](https://commons.wikimedia.org/wiki/File:Red_kitten_01.jpg)."),
            credit)
        let document = CreditsDocument([.init(kitten, fileName: "kitten.jpg", isChanged: true)])
        for format in CreditFormat.allCases {
            XCTAssertTrue(document.rendered(as: format).contains("cropped and resized from"), "\(format)")
        }
    }
}
