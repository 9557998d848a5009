import CVips
import Foundation
import PixscoutModel
import PixscoutTestSupport
import XCTest
@testable import PixscoutApp
@testable import VipsKit

/// libvips fails closed: without its block on untrusted loaders Fit is off, no size becomes an
/// int before it is checked, and only the formats Fit takes reach it.
final class VipsSafetyTests: FolderTestCase {
    /// Runs the C compiler; fails the test with what it said unless it succeeded.
    private func compile(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let (status, output) = try run("/usr/bin/cc", arguments)
        XCTAssertEqual(status, 0, output, file: file, line: line)
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// A library with every function Pixscout needs of libvips as a stub, all but `missing`.
    private func stubLibrary(without missing: String?) throws -> URL {
        let names = (0...).lazy.map { pixscout_vips_required_function(Int32($0)) }.prefix { $0 != nil }
            .map { String(cString: $0!) }.filter { $0 != missing }
        let source = folder.appendingPathComponent("stub-\(missing ?? "none").c")
        try names.map { "void \($0)(void) {}\n" }.joined().write(to: source, atomically: true, encoding: .utf8)
        let library = folder.appendingPathComponent("libstub-\(missing ?? "none").so")
        try compile(["-shared", "-fPIC", "-o", library.path, source.path])
        return library
    }

    func testWithoutTheBlockOnUntrustedLoadersFitIsOffAndSaysWhichLibvipsItNeeds() throws {
        XCTAssertEqual(pixscout_vips_check_library(try stubLibrary(without: "vips_block_untrusted_set").path),
            PIXSCOUT_VIPS_TOO_OLD)
        XCTAssertEqual(pixscout_vips_check_library(try stubLibrary(without: "vips_thumbnail").path),
            PIXSCOUT_VIPS_UNAVAILABLE)
        XCTAssertEqual(pixscout_vips_check_library(try stubLibrary(without: nil).path), PIXSCOUT_VIPS_OK)
        XCTAssertEqual(pixscout_vips_check_library("libvips.so.42"), PIXSCOUT_VIPS_OK, "Debian's has it")
        XCTAssertThrowsError(try VipsFailure.check(PIXSCOUT_VIPS_TOO_OLD)) { error in
            XCTAssertEqual((error as? VipsFailure).map(FitError.init), .imagingTooOld)
            XCTAssertTrue(FitError.imagingTooOld.message.contains("libvips 8.13 or later"))
        }
    }

    func testAnEnlargementPastLibvipsLimitIsRefusedBeforeAnySizeBecomesAnInt() throws {
        // A sliver of a 1x300000 picture fitted to a typed 10000x10000, built with the
        // undefined-behaviour sanitizer: a double converted past an int's range stops it.
        let harness = folder.appendingPathComponent("geometry.c")
        try """
            #include <stdio.h>
            #include "CVips.h"
            int main(void) {
                PixscoutFitGeometry at;
                if (pixscout_fit_geometry(1, 300000, 0, 150000, 1, 1, 10000, 10000, &at)) return 2;
                if (pixscout_fit_geometry(300000, 1, 0, 0, 1, 1, 10000, 10000, &at)) return 3;
                if (!pixscout_fit_geometry(1200, 600, 300, 0, 600, 600, 300, 300, &at)) return 4;
                printf("%d %d %d %d\\n", at.whole_width, at.whole_height, at.x, at.y);
                return 0;
            }
            """.write(to: harness, atomically: true, encoding: .utf8)
        let program = folder.appendingPathComponent("geometry")
        let sources = RepositoryPaths.root.appendingPathComponent("Sources/CVips")
        try compile(["-fsanitize=undefined,float-cast-overflow", "-fno-sanitize-recover=all", "-I",
            sources.appendingPathComponent("include").path, "-o", program.path, harness.path,
            sources.appendingPathComponent("FitGeometry.c").path, "-lm"])
        let (status, output) = try run(program.path, [])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, "600 300 150 0\n")
        XCTAssertThrowsError(try VipsFailure.check(PIXSCOUT_VIPS_ENLARGED_TOO_FAR)) { error in
            XCTAssertEqual((error as? VipsFailure).map(FitError.init), .enlargedTooFar)
        }
    }

    func testOnlyTheFormatsFitTakesReachLibvips() async throws {
        let fitter = ImageFitter(resampler: VipsPictureResampler(),
            workFolder: CacheFolder(url: folder.appendingPathComponent("work"), root: folder, limitBytes: 1 << 20))
        let tiff = Data([0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00] + [UInt8](repeating: 0, count: 64))
        do {
            _ = try await fitter.source(from: tiff)
            XCTFail("a TIFF is not fitted")
        } catch {
            XCTAssertEqual(error, .notAPicture)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 == "work" }
            .flatMap { try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent($0).path) },
            [], "nothing written for libvips to open")
    }
}
