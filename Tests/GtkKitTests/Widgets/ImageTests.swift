import CGtk
import Foundation
import PixscoutTestSupport
import XCTest
@testable import GtkKit

/// The detail pane's picture: its pixels are made off the main thread, and only the last
/// picture or icon it was given is shown, whichever conversion ends first.
final class ImageTests: GtkTestCase {
    private final class Counter: @unchecked Sendable {
        var count = 0
    }

    private static func picture(width: Int, height: Int) throws -> Pixbuf {
        try Pixbuf.decode(
            Data(contentsOf: RepositoryPaths.data.appendingPathComponent("webformat/0001.jpg")), format: "jpeg",
            maxWidth: width, maxHeight: height)
    }

    /// What `image` shows, and its size in points.
    @MainActor
    private static func shown(_ image: Image) -> (GtkImageType, Int, Int) {
        let pointer = image.pointer(as: GtkImage.self)
        var width: gint = 0
        var height: gint = 0
        gtk_widget_get_preferred_width(image.widgetPointer, nil, &width)
        gtk_widget_get_preferred_height(image.widgetPointer, nil, &height)
        return (gtk_image_get_storage_type(pointer), Int(width), Int(height))
    }

    /// Until every conversion asked for so far has handed its pixels to the main thread.
    @MainActor
    private static func waitForConversions() {
        let delivered = Counter()
        ImageSurface.conversions.async(flags: .barrier) {
            DispatchQueue.main.async { delivered.count = 1 }
        }
        iterateMainLoop(until: "the conversions asked for") { delivered.count == 1 }
    }

    /// An image shown in a window of its own, and how many pictures it said it showed.
    @MainActor
    private static func shownImage() -> (Window, Image, Counter) {
        let window = Window(title: "Image")
        let image = Image()
        window.add(image)
        window.showAll()
        let heard = Counter()
        image.onPixbufShown = { heard.count += 1 }
        return (window, image, heard)
    }

    func testAPictureIsShownAtItsSizeOnceItsPixelsAreMade() throws {
        let picture = try Self.picture(width: 300, height: 200)
        onGtkThread {
            let (window, image, heard) = Self.shownImage()
            image.setPixbuf(picture)
            iterateMainLoop(until: "the picture shown") { heard.count == 1 }
            let (type, width, height) = Self.shown(image)
            XCTAssertEqual(type, GTK_IMAGE_SURFACE, "pixels made for cairo, not a pixbuf GTK converts as it draws")
            XCTAssertEqual([width, height], [picture.width, picture.height], "a pixel a point")
            window.destroy()
        }
    }

    func testOnlyTheLastPictureOrIconGivenIsShown() throws {
        let large = try Self.picture(width: 600, height: 400)
        let small = try Self.picture(width: 90, height: 60)
        onGtkThread {
            let (window, image, heard) = Self.shownImage()
            image.setPixbuf(large)
            image.setPixbuf(small)
            Self.waitForConversions()
            let (_, width, height) = Self.shown(image)
            XCTAssertEqual([width, height], [small.width, small.height],
                "the later picture, whichever conversion ended first")
            XCTAssertEqual(heard.count, 1, "heard once, for the picture shown")

            image.setPixbuf(large)
            image.setIcon("image-missing", pixelSize: 64)
            Self.waitForConversions()
            XCTAssertEqual(Self.shown(image).0, GTK_IMAGE_ICON_NAME, "an icon given after a picture stays")
            XCTAssertEqual(heard.count, 1)
            window.destroy()
        }
    }
}
