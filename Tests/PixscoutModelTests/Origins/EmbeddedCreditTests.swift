import Foundation
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// A picture's XMP credit is found by walking its structure (JPEG, PNG, WebP, TIFF, GIF, SVG) and
/// read as RDF/XML says, by namespace, whoever wrote it: comments, CDATA, prefixes and entities
/// fool nothing; a packet without a credit is none.
final class EmbeddedCreditTests: XCTestCase {
    private let packet = XmpPictures.packet("""
          <cc:license rdf:resource='https://creativecommons.org/licenses/by-sa/4.0/'/>
          <dc:rightsHolder>nobody</dc:rightsHolder>
          <dc:rights><rdf:Alt><rdf:li xml:lang="x-default">CC BY-SA 4.0</rdf:li></rdf:Alt></dc:rights>
          <dc:source>https://example.org/wiki/Red_kitten</dc:source>
          <xmpMM:DerivedFrom rdf:parseType="Resource" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
            xmlns:stRef="http://ns.adobe.com/xap/1.0/sType/ResourceRef#">
            <stRef:filePath>https://example.org/wiki/Red_kitten</stRef:filePath></xmpMM:DerivedFrom>
          <dc:title><rdf:Alt><rdf:li xml:lang="de">Rotes Kätzchen</rdf:li>
            <rdf:li xml:lang="x-default">Red kitten</rdf:li></rdf:Alt></dc:title>
          <xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="x-default">“Red kitten” by Rosa. \
        It was cropped and resized from the original.</rdf:li></rdf:Alt></xmpRights:UsageTerms>
        """, descriptionAttributes: "cc:attributionName=\"Rosa &amp; Co\" "
            + "xmpRights:WebStatement=\"https://creativecommons.org/licenses/by-sa/4.0/\"")

    private func credit(_ text: String) -> EmbeddedCredit? {
        EmbeddedCredit(xmp: Data(text.utf8))
    }

    func testEveryFormOfAValueIsRead() throws {
        let credit = try XCTUnwrap(credit(packet))
        XCTAssertEqual(credit.licenseURL, "https://creativecommons.org/licenses/by-sa/4.0/")
        XCTAssertEqual(credit.author, "Rosa & Co")
        XCTAssertEqual(credit.rights, "CC BY-SA 4.0", "dc:rights, not dc:rightsHolder")
        XCTAssertEqual(credit.sourceURL, "https://example.org/wiki/Red_kitten")
        XCTAssertEqual(credit.title, "Red kitten", "the default language, wherever it stands")
        XCTAssertTrue(credit.saysChanged, "its DerivedFrom names the original")
        XCTAssertFalse(try XCTUnwrap(self.credit(XmpPictures.packet("""
            <dc:source>https://example.org/a</dc:source>
            <xmpRights:UsageTerms>It was cropped and resized</xmpRights:UsageTerms>
            """))).saysChanged, "words in a sentence, in one language, say nothing")
        XCTAssertNil(self.credit(XmpPictures.packet("<dc:title>Only a title</dc:title>")))
        XCTAssertNil(self.credit(XmpPictures.packet("<dc:source>javascript:alert(1)</dc:source>")),
            "only web addresses")
    }

    func testACommentedDecoyLicenceIsNoLicence() throws {
        let decoy = XmpPictures.packet("""
            <!-- <cc:license rdf:resource="https://creativecommons.org/publicdomain/zero/1.0/"/> -->
            <cc:license rdf:resource="https://creativecommons.org/licenses/by-nc-nd/4.0/"/>
            <dc:creator><rdf:Seq><rdf:li>Ana</rdf:li></rdf:Seq></dc:creator>
            """)
        XCTAssertEqual(credit(decoy)?.licenseURL, "https://creativecommons.org/licenses/by-nc-nd/4.0/")
        let inCDATA = XmpPictures.packet("""
            <cc:license><![CDATA[https://creativecommons.org/licenses/by-nc/4.0/]]></cc:license>
            <cc:attributionName><![CDATA[<cc:license>https://creativecommons.org/publicdomain/zero/1.0/</cc:license>]]>\
            </cc:attributionName>
            """)
        XCTAssertEqual(credit(inCDATA)?.licenseURL, "https://creativecommons.org/licenses/by-nc/4.0/")
        XCTAssertEqual(credit(inCDATA)?.author,
            "<cc:license>https://creativecommons.org/publicdomain/zero/1.0/</cc:license>", "CDATA is text")
    }

    func testPropertiesAreFoundByNamespaceNeverByPrefix() throws {
        let otherPrefix = XmpPictures.packet("""
            <k:license xmlns:k="http://creativecommons.org/ns#" rdf:resource="https://creativecommons.org/licenses/by-nd/4.0/"/>
            <e:creator xmlns:e="http://purl.org/dc/elements/1.1/"><rdf:Bag><rdf:li>Ana</rdf:li></rdf:Bag></e:creator>
            """)
        XCTAssertEqual(credit(otherPrefix)?.licenseURL, "https://creativecommons.org/licenses/by-nd/4.0/")
        XCTAssertEqual(credit(otherPrefix)?.author, "Ana")
        let rebound = XmpPictures.packet("""
            <cc:license xmlns:cc="http://example.org/not-creative-commons#"
              rdf:resource="https://creativecommons.org/publicdomain/zero/1.0/"/>
            <cc2:license xmlns:cc2="http://creativecommons.org/ns#"
              rdf:resource="https://creativecommons.org/licenses/by-nc/4.0/"/>
            <dc:creator>Ana</dc:creator>
            """)
        XCTAssertEqual(credit(rebound)?.licenseURL, "https://creativecommons.org/licenses/by-nc/4.0/")
    }

    func testEntitiesAreNeverSubstitutedAndLaterStatementsWin() throws {
        let entity = """
            <?xml version="1.0"?>
            <!DOCTYPE x:xmpmeta [<!ENTITY zero "https://creativecommons.org/publicdomain/zero/1.0/">]>
            """ + XmpPictures.packet("<cc:license>&zero;</cc:license><dc:creator>Ana</dc:creator>",
                descriptionAttributes: "cc:attributionURL=\"&zero;\"")
                .replacingOccurrences(of: "<?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>", with: "")
        XCTAssertNil(credit(entity), "a reference to an entity is no address")
        let twice = XmpPictures.packet("<dc:creator>Ana</dc:creator>",
            descriptionAttributes: "cc:license=\"https://creativecommons.org/publicdomain/zero/1.0/\"")
            .replacingOccurrences(of: "</rdf:RDF>", with: """
                <rdf:Description rdf:about="" xmlns:cc="http://creativecommons.org/ns#">
                <cc:license rdf:resource="https://creativecommons.org/licenses/by-nc-nd/4.0/"/></rdf:Description>
                <rdf:Description rdf:about="https://creativecommons.org/licenses/by/4.0/"
                  xmlns:cc="http://creativecommons.org/ns#" cc:license="https://example.org/about-another"/>
                </rdf:RDF>
                """)
        XCTAssertEqual(credit(twice)?.licenseURL, "https://creativecommons.org/licenses/by-nc-nd/4.0/",
            "the last statement about the picture, as exiftool reads it; a description of another thing is not")
    }

    func testThePacketIsFoundInEveryFormatsPlaceNeverInThePixels() throws {
        for format in XmpPictures.Format.allCases {
            let bytes = XmpPictures.picture(format, packet: packet)
            let picture = DocumentPicture(place: "a.\(format.rawValue)", head: bytes)
            XCTAssertEqual(EmbeddedCredit(picture: picture)?.title, "Red kitten", format.rawValue)
        }
        let inPixels = Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]) + Data(packet.utf8)
        XCTAssertNil(EmbeddedCredit(picture: DocumentPicture(place: "b.jpg", head: inPixels)))
        let jpeg = XmpPictures.picture(.jpeg, packet: packet)
        XCTAssertNil(EmbeddedCredit(picture: DocumentPicture(place: "c.jpg", head: jpeg.prefix(40))))
        XCTAssertEqual(EmbeddedCredit(picture: DocumentPicture(place: "c.jpg", head: jpeg.prefix(40)),
            whole: { jpeg })?.title, "Red kitten", "the whole picture is read when its head ends too soon")
    }

    func testASidecarIsReadFirstAndSaysSo() throws {
        let other = XmpPictures.packet("<dc:source>https://example.org/other</dc:source>")
        let both = DocumentPicture(place: "d.png", head: XmpPictures.picture(.png, packet: packet),
            sidecar: Data(other.utf8))
        XCTAssertEqual(EmbeddedCredit(picture: both)?.sourceURL, "https://example.org/other")
        XCTAssertEqual(EmbeddedCredit(picture: both)?.source, .sidecar(overridesPicture: true))
        let gif = DocumentPicture(place: "e.gif", head: Data("GIF89a".utf8), sidecar: Data(packet.utf8))
        XCTAssertEqual(EmbeddedCredit(picture: gif)?.source, .sidecar(overridesPicture: false))
    }

    /// The 19 bytes of an `iTXt` chunk that stopped the process: no crash, no credit.
    func testABrokenChunkIsNoCredit() throws {
        let broken = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            + XmpPictures.chunk("iTXt", Data("XML:com.adobe.xmp\u{0}\u{0}".utf8))
        XCTAssertNil(EmbeddedCredit(picture: DocumentPicture(place: "f.png", head: broken)))
        let cut = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 19])
            + Data("iTXtXML:com.adobe.xmp\u{0}".utf8)
        XCTAssertNil(EmbeddedCredit(picture: DocumentPicture(place: "g.png", head: cut)))
    }

    /// 240 KB of tags left open took the old reader over 20 s (each scanned to the end); a parser
    /// reads it once. The bound is twenty times what it needs on a busy machine.
    func testUnclosedTagsAreReadInOnePass() throws {
        let unclosed = String(repeating: "<dc:title ", count: 24_000)
        let started = Date()
        XCTAssertNil(credit(XmpPictures.packet(unclosed)))
        XCTAssertNil(EmbeddedCredit(picture: DocumentPicture(place: "h.png",
            head: XmpPictures.picture(.png, packet: XmpPictures.packet(unclosed)))))
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
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
