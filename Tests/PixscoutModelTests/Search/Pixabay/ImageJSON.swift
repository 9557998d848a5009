import Foundation

/// A Pixabay hit as the API sends it, for building test responses field by field.
enum ImageJSON {
    static var fields: [String: Any] {
        [
        "id": 12345,
        "pageURL": "https://pixabay.com/photos/lake-mountains-12345/",
        "type": "photo",
        "tags": " lake,  mountains , , reflection",
        "previewURL": "https://cdn.pixabay.com/photo/preview.jpg",
        "previewWidth": 150,
        "previewHeight": 99,
        "webformatURL": "https://pixabay.com/get/webformat.jpg",
        "webformatWidth": 640,
        "webformatHeight": 426,
        "largeImageURL": "https://pixabay.com/get/large.jpg",
        "imageWidth": 4000,
        "imageHeight": 2667,
        "imageSize": 1_234_567,
        "views": 7_654_321,
        "downloads": 123_456,
        "collections": 10,
        "likes": 789,
        "comments": 12,
        "user_id": 42,
        "user": "Lakeside",
        "userImageURL": "https://cdn.pixabay.com/user/avatar.jpg",
        ]
    }

    static func data(_ fields: [String: Any]) -> Data {
        try! JSONSerialization.data(withJSONObject: fields)
    }

    static func response(hits: [[String: Any]]? = nil, totalHits: Int = 1) -> Data {
        let hits = hits ?? [fields]
        return try! JSONSerialization.data(withJSONObject: ["total": 9999, "totalHits": totalHits, "hits": hits])
    }
}
