import Foundation
import PixscoutModel
import PixscoutTestSupport
import XCTest
@testable import PixscoutApp

/// Every file Pixscout writes carries its credit in XMP, read back here by a reader of its own
/// (exiftool): Creative Commons' fields, the rights, Dublin Core and IPTC's, with the pixels and
/// what the file said before untouched; a GIF gets a sidecar.
final class XmpCreditEmbedderTests: FolderTestCase {
    private func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return data
    }

    /// What exiftool reads of the file's XMP (and its EXIF orientation), by group and name.
    private func xmp(of file: URL) throws -> [String: Any] {
        let data = try run("/usr/bin/exiftool", ["-j", "-G1", "-XMP:all", "-IFD0:Orientation", file.path])
        let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        return try XCTUnwrap(list?.first)
    }

    /// The picture's pixels as ImageMagick decodes them.
    private func pixels(of file: URL) throws -> Data {
        try run("/usr/bin/convert", [file.path, "rgba:-"])
    }

    /// A copy of fixture `name` in the test's folder.
    private func copy(_ name: String, as copyName: String? = nil) throws -> URL {
        let file = folder.appendingPathComponent(copyName ?? name)
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/fit/\(name)"),
            to: file)
        return file
    }

    private func image(_ site: SiteID, license: ImageLicense) -> ImageEntity {
        ImageEntity(site: site, id: "7", title: "Red kitten", pageURL: "https://example.org/wiki/Red_kitten",
            previewURL: nil, imageURL: nil, largeImageURL: nil,
            creator: ImageCreator(name: "Rosa", profileURL: "https://example.org/rosa"), license: license)
    }

    func testACCBYSAImageCarriesEveryFieldAndKeepsItsPixelsAndItsEXIF() throws {
        let file = try copy("rotated.jpg")
        let before = try pixels(of: file)
        let kitten = image(.commons, license: ImageLicense.creativeCommons(code: "by-sa", version: "4.0",
            url: "https://creativecommons.org/licenses/by-sa/4.0/"))
        let credit = ImageCredit(kitten)
        XCTAssertEqual(XmpCreditEmbedder().embed(CreditMetadata(credit), in: file), .inFile)
        let read = try xmp(of: file)
        let deed = "https://creativecommons.org/licenses/by-sa/4.0/"
        XCTAssertEqual(read["XMP-cc:License"] as? String, deed)
        XCTAssertEqual(read["XMP-cc:AttributionName"] as? String, "Rosa")
        XCTAssertEqual(read["XMP-cc:AttributionURL"] as? String, "https://example.org/wiki/Red_kitten")
        XCTAssertEqual(read["XMP-xmpRights:Marked"] as? Bool, true)
        XCTAssertEqual(read["XMP-xmpRights:WebStatement"] as? String, deed)
        XCTAssertEqual(read["XMP-xmpRights:UsageTerms"] as? String, credit.sentence(in: .text))
        XCTAssertEqual(read["XMP-dc:Title"] as? String, "Red kitten")
        XCTAssertEqual(read["XMP-dc:Creator"] as? String, "Rosa")
        XCTAssertEqual(read["XMP-dc:Source"] as? String, "https://example.org/wiki/Red_kitten")
        XCTAssertEqual(read["XMP-dc:Rights"] as? String, kitten.license?.name)
        XCTAssertEqual(read["XMP-photoshop:Credit"] as? String, "Wikimedia Commons")
        XCTAssertEqual(read["XMP-plus:LicensorName"] as? String, "Wikimedia Commons")
        XCTAssertEqual(read["XMP-plus:LicensorURL"] as? String, "https://example.org/wiki/Red_kitten")
        XCTAssertNotNil(read["IFD0:Orientation"], "the camera's EXIF stays")
        XCTAssertEqual(try pixels(of: file), before, "the pixels as they were")
    }

    func testACC0ImageIsMarkedFreeOfRightsAndALibraryLicenceHeld() throws {
        let cc0 = try copy("halves.png")
        let tree = image(.openverse, license: .creativeCommons(code: "cc0", version: "1.0",
            url: "https://creativecommons.org/publicdomain/zero/1.0/"))
        XCTAssertEqual(XmpCreditEmbedder().embed(CreditMetadata(ImageCredit(tree)), in: cc0), .inFile)
        XCTAssertEqual(try xmp(of: cc0)["XMP-xmpRights:Marked"] as? Bool, false)

        let unsplash = try copy("subject-right.jpg")
        let photo = image(.unsplash, license: ImageLicense(code: "unsplash", version: nil, name: "Unsplash License",
            url: "https://unsplash.com/license"))
        let credit = ImageCredit(photo, isChanged: true)
        XCTAssertEqual(XmpCreditEmbedder().embed(CreditMetadata(credit), in: unsplash), .inFile)
        let read = try xmp(of: unsplash)
        XCTAssertEqual(read["XMP-xmpRights:Marked"] as? Bool, true, "rights held, though no credit is asked")
        XCTAssertEqual(read["XMP-xmpRights:WebStatement"] as? String, "https://unsplash.com/license")
        XCTAssertEqual(read["XMP-photoshop:Credit"] as? String, "Unsplash")
        XCTAssertEqual(read["XMP-iptcCore:AltTextAccessibility"] as? String, "Red kitten", "Unsplash's alt text")
        let terms = try XCTUnwrap(read["XMP-xmpRights:UsageTerms"] as? String)
        XCTAssertTrue(terms.contains("It was cropped and resized from the original"), terms)
        XCTAssertEqual(read["XMP-xmpMM:DerivedFromFilePath"] as? String, "https://example.org/wiki/Red_kitten",
            "the original it was made from")
    }

    func testTheAuthorsOwnCopyrightIsKept() throws {
        let file = try copy("subject-right.jpg", as: "own.jpg")
        _ = try run("/usr/bin/exiftool", ["-overwrite_original", "-XMP-dc:Rights=© Rosa, all rights waived",
            file.path])
        let kitten = image(.commons, license: .creativeCommons(code: "by", version: "4.0", url: nil))
        XCTAssertEqual(XmpCreditEmbedder().embed(CreditMetadata(ImageCredit(kitten)), in: file), .inFile)
        let read = try xmp(of: file)
        XCTAssertEqual(read["XMP-dc:Rights"] as? String, "© Rosa, all rights waived")
        XCTAssertNotNil(read["XMP-cc:License"], "Pixscout's fields beside it")
    }

    func testAGIFGetsASidecarWithTheSameFieldsAndStaysAsItWas() throws {
        let gif = folder.appendingPathComponent("dot.gif")
        let bytes = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF,
            0x21, 0xF9, 4, 0, 0, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B])
        try bytes.write(to: gif)
        let kitten = image(.commons, license: .creativeCommons(code: "by", version: "4.0", url: nil))
        let embedder = XmpCreditEmbedder()
        XCTAssertEqual(embedder.embed(CreditMetadata(ImageCredit(kitten)), in: gif), .needsSidecar)
        let outcome = embedder.embedSidecar(CreditMetadata(ImageCredit(kitten)), beside: gif)
        let sidecar = folder.appendingPathComponent("dot.gif.xmp")
        XCTAssertEqual(outcome, .sidecar(sidecar))
        XCTAssertEqual(try Data(contentsOf: gif), bytes)
        let read = try xmp(of: sidecar)
        XCTAssertEqual(read["XMP-cc:AttributionName"] as? String, "Rosa")
        XCTAssertEqual(read["XMP-cc:License"] as? String, "https://creativecommons.org/licenses/by/4.0/")

        // A link planted at the sidecar's name is not written through.
        let other = folder.appendingPathComponent("other.gif")
        try bytes.write(to: other)
        let target = folder.appendingPathComponent("target.txt")
        try Data("mine".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: other.appendingPathExtension("xmp"), withDestinationURL: target)
        XCTAssertEqual(embedder.embedSidecar(CreditMetadata(ImageCredit(kitten)), beside: other), .failed)
        XCTAssertEqual(try Data(contentsOf: target), Data("mine".utf8))
    }
}
