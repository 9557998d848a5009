import Foundation

/// One photo in Pexels' JSON, read straight into an ``ImageEntity``. Its id, page and medium
/// rendition are required: a photo without them is left out. Unknown keys are ignored.
struct PexelsPhoto: Decodable {
    let entity: ImageEntity

    private enum CodingKeys: String, CodingKey {
        case id, width, height, url, photographer, alt, src
        case photographerURL = "photographer_url"
    }

    private enum SourceKeys: String, CodingKey {
        case original, large2x, large, medium
    }

    /// `large` fits 940 x 650; `medium` is 350 high.
    static let large = (width: 940, height: 650)
    static let mediumHeight = 350

    init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        let src = try json.nestedContainer(keyedBy: SourceKeys.self, forKey: .src)
        let width = json.pixels(forKey: .width)
        let height = json.pixels(forKey: .height)
        let large = Self.fitted(width, height, in: Self.large)
        let name = json.text(forKey: .photographer) ?? ""
        entity = ImageEntity(
            site: .pexels, id: String(try json.decode(UInt64.self, forKey: .id)),
            title: json.text(forKey: .alt).flatMap { $0.isEmpty ? nil : $0 }, pageURL: try json.decode(String.self,
                forKey: .url),
            pageImageWidth: width, pageImageHeight: height,
            previewURL: try src.decode(String.self, forKey: .medium), imageURL: src.text(forKey: .large),
            imageWidth: large?.width, imageHeight: large?.height,
            largeImageURL: src.text(forKey: .large2x) ?? src.text(forKey: .large),
            downloadURL: src.text(forKey: .original),
            creator: name.isEmpty ? nil : ImageCreator(name: name, profileURL: json.text(forKey: .photographerURL)),
            license: .pexels, sourceName: "Pexels")
    }

    /// The size of a `width` x `height` photo scaled to fit `box`, never enlarged.
    private static func fitted(_ width: Int?, _ height: Int?,
        in box: (width: Int, height: Int)) -> (width: Int, height: Int)? {
        guard let width, let height, width > 0, height > 0 else { return nil }
        let scale = min(1, Double(box.width) / Double(width), Double(box.height) / Double(height))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}
