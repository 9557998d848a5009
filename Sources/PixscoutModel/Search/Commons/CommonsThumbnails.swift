/// The renditions Commons makes of a file: JPEG or PNG pictures at Wikimedia's standard widths,
/// for any file type it can render (TIFF, SVG, PDF and DjVu among them). Rows and the detail
/// pane only ever show these: an original can be hundreds of megabytes.
struct CommonsThumbnails {
    static let standardWidths = [20, 40, 60, 120, 250, 330, 500, 960, 1280, 1920, 3840]
    static let paneWidth = 960
    static let largeWidth = 1920
    /// Drawings Commons renders at any width; bitmaps only narrower than the original.
    static let vectorTypes: Set<String> = ["image/svg+xml", "application/pdf", "image/vnd.djvu"]

    struct Renditions {
        let row: String
        let pane: String
        let large: String
    }

    /// The row's thumbnail (`thumburl`, asked for at ``CommonsRequest/rowThumbnailWidth``) and
    /// the pane's and large renditions made from its URL (`/250px-NAME`); nil when Commons
    /// could not render the file, or it is not a picture (sound, video).
    func renditions(for info: CommonsImageInfo) -> Renditions? {
        guard info.thumberror == nil, let row = info.thumburl, Self.isPicture(info.mime) else { return nil }
        guard let range = Self.rowWidthMarker(in: row) else {
            // A file narrower than the row's width: Commons gives the file itself, already small.
            return Renditions(row: row, pane: row, large: row)
        }
        let vector = Self.vectorTypes.contains(info.mime ?? "")
        let rendition = { (wanted: Int) in
            Self.row(row, at: range, madeAt: Self.width(wanted, originalWidth: info.width, vector: vector))
        }
        return Renditions(row: row, pane: rendition(Self.paneWidth), large: rendition(Self.largeWidth))
    }

    /// The row's thumbnail `row` made again at the first standard width of at least `wanted`
    /// pixels (for a grid's tile, or a screen of two pixels per point), as ``renditions(for:)``
    /// makes the pane's: a file narrower than the row's width, whose row is the file itself,
    /// stays as it is.
    static func rowRendition(_ row: String, wanted: Int, originalWidth: Int?) -> String {
        let standard = standardWidths.first { $0 >= wanted } ?? standardWidths[standardWidths.count - 1]
        guard let range = rowWidthMarker(in: row) else { return row }
        // Commons names a drawing's picture after the file: "Map.svg.png", "Book.pdf.jpg".
        let name = row[range.upperBound...].lowercased()
        let vector = [".svg.", ".pdf.", ".djvu."].contains { lastRange(of: $0, in: name) != nil }
        return Self.row(row, at: range, madeAt: width(standard, originalWidth: originalWidth, vector: vector))
    }

    /// Where the row's thumbnail URL says its width (the last "/250px-").
    private static func rowWidthMarker(in row: String) -> Range<String.Index>? {
        lastRange(of: "/\(CommonsRequest.rowThumbnailWidth)px-", in: row)
    }

    /// The last place `mark` (ASCII) is in `text`, found over UTF-8 bytes: a grid asks for a URL
    /// for every tile it shows, on the main thread, and Foundation's `range(of:)` (which copies
    /// the text into an `NSString`) or the standard library's `ranges(of:)` took tens of
    /// microseconds each time.
    private static func lastRange(of mark: String, in text: String) -> Range<String.Index>? {
        let (bytes, mark) = (text.utf8, Array(mark.utf8))
        guard bytes.count >= mark.count else { return nil }
        var start = bytes.index(bytes.endIndex, offsetBy: -mark.count)
        while !bytes[start...].starts(with: mark) {
            guard start > bytes.startIndex else { return nil }
            start = bytes.index(before: start)
        }
        return start..<bytes.index(start, offsetBy: mark.count)
    }

    /// The row's thumbnail URL with the width at `marker` made `width`.
    private static func row(_ row: String, at marker: Range<String.Index>, madeAt width: Int) -> String {
        row[..<marker.lowerBound] + "/\(width)px-" + row[marker.upperBound...]
    }

    /// `wanted`, or for a bitmap narrower than that, the largest standard width below its own.
    private static func width(_ wanted: Int, originalWidth: Int?, vector: Bool) -> Int {
        guard let original = originalWidth, !vector else { return wanted }
        let below = standardWidths.filter { $0 <= wanted && $0 < original }
        return below.last ?? CommonsRequest.rowThumbnailWidth
    }

    private static func isPicture(_ mime: String?) -> Bool {
        guard let mime else { return true }
        return mime.hasPrefix("image/") || vectorTypes.contains(mime)
    }
}
