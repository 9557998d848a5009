import Foundation
import GtkKit
import PixscoutTestSupport
import XCTest
@testable import PixscoutApp

/// Pixscout's spinners draw its own icon, pre-rendered: the theme's is an SVG, whose first
/// showing loads an SVG renderer into the app for good.
final class SpinnerIconTests: GtkTestCase {
    func testASpinnerDrawsPixscoutsOwnIconReadFromAPNG() throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        try onGtkThread {
            PixscoutApplication.useOwnIcons(InstallLocation(
                binary: checkout.appendingPathComponent(".build/debug/pixscout"), environment: [:]))
            let window = Window(title: "Spinner")
            defer { window.destroy() }
            let spinner = Spinner()
            window.add(spinner)
            spinner.isSpinning = true
            window.showAll()

            XCTAssertTrue(spinner.prepareIcon())
            let file = try XCTUnwrap(spinner.preparedIconFile)
            XCTAssertTrue(file.hasPrefix(checkout.appendingPathComponent("Resources/icons/hicolor/").path), file)
            XCTAssertTrue(file.hasSuffix("/\(AppInfo.id)-working-symbolic.symbolic.png"), file)
        }
    }
}
