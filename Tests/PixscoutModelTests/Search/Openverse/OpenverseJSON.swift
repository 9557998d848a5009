import Foundation

/// Openverse search responses in the shape its API reference documents.
enum OpenverseJSON {
    static let documentedResponse = #"""
    {
      "result_count": 10000,
      "page_count": 20,
      "page_size": 20,
      "page": 1,
      "results": [
        {
          "id": "4bc43a04-ef46-4544-a0c1-63c63f56e276",
          "title": "Tree Bark Photo",
          "indexed_on": "2022-08-27T17:39:48Z",
          "foreign_landing_url": "https://stocksnap.io/photo/XNVBVXO3B7",
          "url": "https://cdn.stocksnap.io/img-thumbs/960w/XNVBVXO3B7.jpg",
          "creator": "Tim Sullivan",
          "creator_url": "https://www.secretagencygroup.com",
          "license": "cc0",
          "license_version": "1.0",
          "license_url": "https://creativecommons.org/publicdomain/zero/1.0/",
          "provider": "stocksnap",
          "source": "stocksnap",
          "category": "photograph",
          "genres": null,
          "filesize": 1234567,
          "filetype": "jpg",
          "tags": [
            {"accuracy": null, "name": "tree", "unstable__provider": "stocksnap"},
            {"accuracy": 0.96, "name": "bark", "unstable__provider": "clarifai"}
          ],
          "alt_files": null,
          "attribution": "\"Tree Bark Photo\" by Tim Sullivan is marked with CC0 1.0. To view the terms, visit https://creativecommons.org/publicdomain/zero/1.0/.",
          "fields_matched": ["tags.name"],
          "mature": false,
          "height": 4016,
          "width": 6016,
          "thumbnail": "https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/thumb/",
          "detail_url": "https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/",
          "related_url": "https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/related/",
          "unstable__sensitivity": []
        },
        {
          "id": "f9384235-b72e-4f1e-9b05-e1b116262a29",
          "title": null,
          "foreign_landing_url": "https://www.flickr.com/photos/71925535@N03/8034493826",
          "url": "https://live.staticflickr.com/8176/8034493826_cfb1d1d1ea_b.jpg",
          "creator": null,
          "creator_url": null,
          "license": "by-sa",
          "license_version": "2.0",
          "license_url": null,
          "provider": "flickr",
          "source": "flickr",
          "category": null,
          "filesize": null,
          "filetype": null,
          "tags": null,
          "attribution": null,
          "mature": false,
          "height": null,
          "width": null,
          "thumbnail": "https://api.openverse.org/v1/images/f9384235-b72e-4f1e-9b05-e1b116262a29/thumb/"
        }
      ],
      "warnings": []
    }
    """#

    /// The shortest result Openverse may send: only the fields it always fills.
    static func minimalResult(id: String) -> String {
        #"{"id": "\#(id)", "url": "https://example.org/\#(id).jpg", "license": "pdm"}"#
    }

    static func response(results: [String], resultCount: Int, pageCount: Int, page: Int = 1) -> Data {
        Data((#"{"result_count": \#(resultCount), "page_count": \#(pageCount), "page_size": 20, "page": \#(page), "#
            + #""results": [\#(results.joined(separator: ","))]}"#).utf8)
    }
}
