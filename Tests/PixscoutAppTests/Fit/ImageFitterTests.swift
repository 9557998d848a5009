import Foundation
import PixscoutApp
import PixscoutTestSupport
import XCTest
@testable import PixscoutModel

/// Fitting fixed pictures through libvips: each target's shape and size, the format asked
/// for, the picture upright, the crop where the subject is, and pictures refused.
final class ImageFitterTests: XCTestCase {
    private var folder: URL!
    private var fitter: ImageFitter!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("fit-\(UUID().uuidString)")
        fitter = ImageFitter(resampler: VipsPictureResampler(),
            workFolder: CacheFolder(url: folder.appendingPathComponent("work"), root: folder, limitBytes: 1 << 30))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func fixture(_ name: String) async throws -> FitSource {
        let data = try Data(contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/fit/\(name)"))
        return try await fitter.source(from: data)
    }

    /// The fitted picture's size as libvips reads it back, and its format from its bytes.
    private func written(_ picture: FittedPicture) throws -> (size: PixelSize, format: ImageFormat?) {
        let file = folder.appendingPathComponent("out-\(UUID().uuidString)")
        try picture.data.write(to: file)
        return (try VipsPictureResampler().size(of: file, maxPixels: ImageFitter.maximumPixels),
            ImageFormat.of(picture.data))
    }

    func testEachTargetGivesItsShapeAtItsSizeWithoutEnlarging() async throws {
        let source = try await fixture("subject-right.jpg")
        XCTAssertEqual(source.size, PixelSize(width: 1200, height: 600))
        let expected: [(FitTarget, PixelSize)] = [
            (.slide, PixelSize(width: 1067, height: 600)), (.standard, PixelSize(width: 800, height: 600)),
            (.square, PixelSize(width: 600, height: 600)), (.portraitPage, PixelSize(width: 424, height: 600)),
            (.free, PixelSize(width: 1200, height: 600)),
        ]
        for (target, size) in expected {
            let fitted = try await fitter.fit(source, as: .batch(target, of: source.size))
            let read = try written(fitted)
            XCTAssertEqual(read.size, size, "\(target)")
            XCTAssertEqual(read.format, .jpeg)
        }
    }

    func testAChosenPixelSizeIsMadeEvenWhenItEnlarges() async throws {
        let source = try await fixture("subject-right.jpg")
        let target = FitTarget.custom(width: 2400, height: 1200)
        XCTAssertEqual(target.outputSize(for: source.size), PixelSize(width: 2400, height: 1200))
        let whole = FitRegion(x: 0, y: 0, width: 1200, height: 600)
        let fitted = try await fitter.fit(source, as: FitRequest(region: whole,
            size: target.outputSize(for: source.size), format: .png))
        XCTAssertEqual(try written(fitted).size, PixelSize(width: 2400, height: 1200))
        XCTAssertEqual(try written(fitted).format, .png)
    }

    func testTheDefaultFrameFindsTheSubjectAndAFlatPictureIsCentred() async throws {
        let subject = try await fixture("subject-right.jpg")
        let square = try await fitter.interestingRegion(of: subject, aspect: 1)
        XCTAssertEqual(square.size, PixelSize(width: 600, height: 600))
        XCTAssertGreaterThanOrEqual(square.x, 500, "the red disc is at 1000 of 1200: the frame goes right")
        let flat = try await fixture("flat-alpha.png")
        let centred = try await fitter.interestingRegion(of: flat, aspect: 1)
        XCTAssertEqual(centred, FitRegion(x: 200, y: 0, width: 400, height: 400))
    }

    func testAnExplicitRegionIsCroppedThereAndEachFormatIsWritten() async throws {
        let source = try await fixture("flat-alpha.png")
        for format in FitFormat.allCases {
            let fitted = try await fitter.fit(source, as: FitRequest(region: FitRegion(x: 100, y: 100, width: 200,
                height: 100), size: PixelSize(width: 100, height: 50), format: format, quality: 70))
            let read = try written(fitted)
            XCTAssertEqual(read.size, PixelSize(width: 100, height: 50), "\(format)")
            XCTAssertEqual(read.format, format.imageFormat, "a see-through PNG made a JPEG too: \(format)")
        }
    }

    /// The mean of the picture's pixels, 0 (black) to 255 (white), as `vips avg` reads it.
    private func brightness(_ picture: FittedPicture) throws -> Double {
        let file = folder.appendingPathComponent("mean-\(UUID().uuidString)")
        try picture.data.write(to: file)
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/vips")
        process.arguments = ["avg", file.path]
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return try XCTUnwrap(Double(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    func testTheCropIsTakenWhereTheRegionIs() async throws {
        let source = try await fixture("halves.png")
        let left = try await fitter.fit(source, as: FitRequest(region: FitRegion(x: 0, y: 0, width: 400, height: 400),
            size: PixelSize(width: 100, height: 100), format: .png))
        let right = try await fitter.fit(source, as: FitRequest(region: FitRegion(x: 400, y: 0, width: 400,
            height: 400), size: PixelSize(width: 100, height: 100), format: .png))
        XCTAssertLessThan(try brightness(left), 5, "the black half")
        XCTAssertGreaterThan(try brightness(right), 250, "the white half")
        let outside = try await fitter.fit(source, as: FitRequest(region: FitRegion(x: 700, y: 50, width: 400,
            height: 400), size: PixelSize(width: 100, height: 100), format: .png))
        XCTAssertGreaterThan(try brightness(outside), 250, "a region past the edge is moved inside, not cut short")
    }

    func testThePictureIsFittedUprightAsItsOrientationSays() async throws {
        let source = try await fixture("rotated.jpg")
        XCTAssertEqual(source.size, PixelSize(width: 400, height: 600), "stored 600 by 400, turned a quarter")
        let fitted = try await fitter.fit(source, as: .batch(.free, of: source.size))
        XCTAssertEqual(try written(fitted).size, PixelSize(width: 400, height: 600))
        let page = try await fitter.fit(source, as: .batch(.portraitPage, of: source.size))
        XCTAssertEqual(try written(page).size, PixelSize(width: 400, height: 566))
    }

    func testAPixelBombAndBytesThatAreNoPictureAreRefusedWithASentence() async throws {
        do {
            _ = try await fixture("pixel-bomb.png")
            XCTFail("30,000 by 30,000 pixels were accepted")
        } catch let error as FitError {
            XCTAssertEqual(error, .tooManyPixels)
            XCTAssertTrue(error.message.contains("100 million pixels"), error.message)
        }
        do {
            _ = try await fitter.source(from: Data("<html>not a picture</html>".utf8))
            XCTFail("a web page was accepted as a picture")
        } catch {
            XCTAssertEqual(error, .notAPicture)
        }
        let source = try await fixture("subject-right.jpg")
        do {
            _ = try await fitter.fit(source, as: FitRequest(region: nil, size: PixelSize(width: 20000, height: 20000)))
            XCTFail("an output of 400 million pixels was made")
        } catch {
            XCTAssertEqual(error, .tooManyPixels)
        }
    }

    func testTheWorkFolderIsLeftEmptyOnceTheSourceIsLetGo() async throws {
        var source: FitSource? = try await fixture("subject-right.jpg")
        _ = try await fitter.fit(source!, as: .batch(.square, of: source!.size))
        source = nil
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("work").path)
        XCTAssertEqual(left, [])
    }
}
