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
        let marker = "/\(CommonsRequest.rowThumbnailWidth)px-"
        guard let range = row.range(of: marker, options: .backwards) else {
            // A file narrower than the row's width: Commons gives the file itself, already small.
            return Renditions(row: row, pane: row, large: row)
        }
        let vector = Self.vectorTypes.contains(info.mime ?? "")
        let rendition = { (wanted: Int) in
            row.replacingCharacters(in: range,
                with: "/\(Self.width(wanted, originalWidth: info.width, vector: vector))px-")
        }
        return Renditions(row: row, pane: rendition(Self.paneWidth), large: rendition(Self.largeWidth))
    }

    /// The row's thumbnail `row` made again at the first standard width of at least `wanted`
    /// pixels (for a grid's tile, or a screen of two pixels per point), as ``renditions(for:)``
    /// makes the pane's: a file narrower than the row's width, whose row is the file itself,
    /// stays as it is.
    static func rowRendition(_ row: String, wanted: Int, originalWidth: Int?) -> String {
        let standard = standardWidths.first { $0 >= wanted } ?? standardWidths[standardWidths.count - 1]
        let marker = "/\(CommonsRequest.rowThumbnailWidth)px-"
        guard let range = row.range(of: marker, options: .backwards) else { return row }
        // Commons names a drawing's picture after the file: "Map.svg.png", "Book.pdf.jpg".
        let name = row[range.upperBound...].lowercased()
        let vector = [".svg.", ".pdf.", ".djvu."].contains { name.contains($0) }
        return row.replacingCharacters(in: range,
            with: "/\(width(standard, originalWidth: originalWidth, vector: vector))px-")
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
