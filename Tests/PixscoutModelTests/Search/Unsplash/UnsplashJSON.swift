import Foundation

/// Unsplash answers for tests: one photo with every documented field, and answers around it.
enum UnsplashJSON {
    static var photo: [String: Any] {
        [
            "id": "Dwu85P9SOIk", "width": 6000, "height": 4000, "color": "#6E633A",
            "description": "A lake at dawn", "alt_description": "mountains behind a lake",
            "urls": [
                "raw": "https://images.unsplash.com/photo-1?ixid=abc",
                "full": "https://images.unsplash.com/photo-1?q=85",
                "regular": "https://images.unsplash.com/photo-1?w=1080",
                "small": "https://images.unsplash.com/photo-1?w=400",
                "thumb": "https://images.unsplash.com/photo-1?w=200",
            ],
            "links": [
                "html": "https://unsplash.com/photos/Dwu85P9SOIk",
                "download_location": "https://api.unsplash.com/photos/Dwu85P9SOIk/download?ixid=abc",
            ],
            "user": ["name": "Rosa Ruiz", "username": "rosa", "links": ["html": "https://unsplash.com/@rosa"]],
        ]
    }

    static func response(_ results: [[String: Any]] = [photo], total: Any = 1, pages: Any = 1) -> Data {
        // A test's own literal: it always encodes.
        (try? JSONSerialization.data(withJSONObject: ["total": total, "total_pages": pages, "results": results]))
            ?? Data()
    }

    static func photo(_ change: (inout [String: Any]) -> Void) -> [String: Any] {
        var changed = photo
        change(&changed)
        return changed
    }
}
