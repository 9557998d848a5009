import Foundation
import XCTest
@testable import PixscoutModel

/// A picture's XMP credit is found by walking its structure (JPEG, PNG, WebP) and read in
/// the forms RDF allows, whoever wrote it; a packet without a credit is none.
final class EmbeddedCreditTests: XCTestCase {
    private let packet = """
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description rdf:about=""
          cc:attributionName="Rosa &amp; Co" xmpRights:WebStatement="https://creativecommons.org/licenses/by-sa/4.0/">
          <cc:license rdf:resource='https://creativecommons.org/licenses/by-sa/4.0/'/>
          <dc:rightsHolder>nobody</dc:rightsHolder>
          <dc:rights><rdf:Alt><rdf:li xml:lang="x-default">CC BY-SA 4.0</rdf:li></rdf:Alt></dc:rights>
          <dc:source>https://example.org/wiki/Red_kitten</dc:source>
          <xmpMM:DerivedFrom rdf:parseType="Resource"><stRef:filePath>https://example.org/wiki/Red_kitten</stRef:filePath>
          </xmpMM:DerivedFrom>
          <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Red kitten</rdf:li></rdf:Alt></dc:title>
          <xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="x-default">“Red kitten” by Rosa. \
        It was cropped and resized from the original.</rdf:li></rdf:Alt></xmpRights:UsageTerms>
        </rdf:Description></rdf:RDF></x:xmpmeta>
        """

    func testEveryFormOfAValueIsRead() throws {
        let credit = try XCTUnwrap(EmbeddedCredit(xmp: packet))
        XCTAssertEqual(credit.licenseURL, "https://creativecommons.org/licenses/by-sa/4.0/")
        XCTAssertEqual(credit.author, "Rosa & Co")
        XCTAssertEqual(credit.rights, "CC BY-SA 4.0", "dc:rights, not dc:rightsHolder")
        XCTAssertEqual(credit.sourceURL, "https://example.org/wiki/Red_kitten")
        XCTAssertEqual(credit.title, "Red kitten")
        XCTAssertTrue(credit.saysChanged, "its DerivedFrom names the original")
        XCTAssertFalse(try XCTUnwrap(EmbeddedCredit(xmp: "<dc:source>https://example.org/a</dc:source> "
            + "<xmpRights:UsageTerms>It was cropped and resized</xmpRights:UsageTerms>")).saysChanged,
            "words in a sentence, in one language, say nothing")
        XCTAssertNil(EmbeddedCredit(xmp: "<x:xmpmeta><dc:title>Only a title</dc:title></x:xmpmeta>"))
        XCTAssertNil(EmbeddedCredit(xmp: "<dc:source>javascript:alert(1)</dc:source>"), "only web addresses")
    }

    /// A JPEG with `packet` in an APP1 segment after an APP0, as Exiv2 writes it.
    private func jpeg(with packet: String) -> Data {
        let xmp: Data = Data("http://ns.adobe.com/xap/1.0/\u{0}".utf8) + Data(packet.utf8)
        let size = xmp.count + 2
        var data = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46])
        data.append(contentsOf: [0xFF, 0xE1, UInt8(size >> 8), UInt8(size & 0xFF)])
        data.append(xmp)
        data.append(contentsOf: [0xFF, 0xDA, 0x00, 0x02])
        data.append(Data("<x:xmpmeta> in the pixels".utf8))
        return data
    }

    private func png(with packet: String) -> Data {
        let body: Data = Data("XML:com.adobe.xmp\u{0}\u{0}\u{0}\u{0}\u{0}".utf8) + Data(packet.utf8)
        let count = UInt32(body.count)
        let length: [UInt8] = [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF),
            UInt8(count & 0xFF)]
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])
        data.append(Data("IHDR".utf8))
        data.append(contentsOf: [0, 0, 0, 0] + length)
        data.append(Data("iTXt".utf8))
        data.append(body)
        data.append(contentsOf: [0, 0, 0, 0])
        return data
    }

    func testThePacketIsFoundInAJPEGsSegmentsAndAPNGsChunkNeverInThePixels() throws {
        XCTAssertEqual(EmbeddedCredit(picture: DocumentPicture(place: "a.jpg", head: jpeg(with: packet)))?.title,
            "Red kitten")
        XCTAssertEqual(EmbeddedCredit(picture: DocumentPicture(place: "a.png", head: png(with: packet)))?.title,
            "Red kitten")
        let inPixels = Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]) + Data(packet.utf8)
        XCTAssertNil(EmbeddedCredit(picture: DocumentPicture(place: "b.jpg", head: inPixels)))
        let truncated = jpeg(with: packet).prefix(40)
        XCTAssertNil(EmbeddedCredit(picture: DocumentPicture(place: "c.jpg", head: truncated)))
        let sidecar = DocumentPicture(place: "d.gif", head: Data("GIF89a".utf8), sidecar: Data(packet.utf8))
        XCTAssertEqual(EmbeddedCredit(picture: sidecar)?.author, "Rosa & Co")
    }

    func testADeedsAddressNamesItsLicence() {
        XCTAssertEqual(ImageLicense(deedURL: "https://creativecommons.org/licenses/by-nc-nd/4.0/", name: nil).name,
            "CC BY-NC-ND 4.0")
        XCTAssertEqual(ImageLicense(deedURL: "https://creativecommons.org/publicdomain/zero/1.0/", name: nil).code,
            "cc0")
        XCTAssertEqual(ImageLicense(deedURL: "https://unsplash.com/license", name: nil), .unsplash)
        let house = ImageLicense(deedURL: "https://example.org/terms", name: "House rules")
        XCTAssertEqual(house.name, "House rules")
        XCTAssertFalse(house.isKnown, "a licence Pixscout cannot read gets no verdict")
        XCTAssertFalse(house.forbidsCommercialUse)
        XCTAssertTrue(ImageLicense(deedURL: "https://creativecommons.org/licenses/by-nc-nd/4.0/", name: nil)
            .forbidsCommercialUse)
    }
}
