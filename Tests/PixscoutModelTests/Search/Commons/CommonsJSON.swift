import Foundation

/// Commons Action API answers (`formatversion=2`) in the shape its documentation shows: pages
/// in no order (each with its `index`), `extmetadata` values as HTML.
enum CommonsJSON {
    static let searchResponse = #"""
    {
      "batchcomplete": true,
      "continue": {"gsroffset": 50, "continue": "gsroffset||"},
      "query": {
        "pages": [
          {
            "pageid": 91234,
            "ns": 6,
            "title": "File:Kitten & friend.svg",
            "index": 2,
            "imagerepository": "local",
            "imageinfo": [{
              "size": 20480,
              "width": 800,
              "height": 600,
              "thumburl": "https://upload.wikimedia.org/wikipedia/commons/thumb/c/c3/Kitten_%26_friend.svg/250px-Kitten_%26_friend.svg.png",
              "thumbwidth": 250,
              "thumbheight": 188,
              "url": "https://upload.wikimedia.org/wikipedia/commons/c/c3/Kitten_%26_friend.svg",
              "descriptionurl": "https://commons.wikimedia.org/wiki/File:Kitten_%26_friend.svg",
              "descriptionshorturl": "https://commons.wikimedia.org/w/index.php?curid=91234",
              "mime": "image/svg+xml",
              "extmetadata": {
                "Artist": {"value": "Unknown author", "source": "commons-desc-page"},
                "LicenseShortName": {"value": "Public domain", "source": "commons-desc-page", "hidden": ""},
                "License": {"value": "pd", "source": "commons-templates", "hidden": ""}
              }
            }]
          },
          {
            "pageid": 5550001,
            "ns": 6,
            "title": "File:Red kitten 01.jpg",
            "index": 1,
            "imagerepository": "local",
            "imageinfo": [{
              "size": 3456789,
              "width": 4000,
              "height": 3000,
              "thumburl": "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Red_kitten_01.jpg/250px-Red_kitten_01.jpg",
              "thumbwidth": 250,
              "thumbheight": 188,
              "url": "https://upload.wikimedia.org/wikipedia/commons/a/ab/Red_kitten_01.jpg",
              "descriptionurl": "https://commons.wikimedia.org/wiki/File:Red_kitten_01.jpg",
              "descriptionshorturl": "https://commons.wikimedia.org/w/index.php?curid=5550001",
              "mime": "image/jpeg",
              "extmetadata": {
                "ObjectName": {"value": "Red kitten 01", "source": "mediawiki-metadata", "hidden": ""},
                "ImageDescription": {"value": "<p>A <b>red</b> kitten &amp; its <i>toy</i>.<script>alert(1)</script></p>\n", "source": "commons-desc-page"},
                "Artist": {"value": "<a href=\"//commons.wikimedia.org/wiki/User:Rosa_M\" title=\"User:Rosa M\">Rosa &lt;M&gt;</a>", "source": "commons-desc-page"},
                "Credit": {"value": "<span class=\"int-own-work\" lang=\"en\">Own work</span>", "source": "commons-desc-page"},
                "LicenseShortName": {"value": "CC BY-SA 4.0", "source": "commons-desc-page", "hidden": ""},
                "LicenseUrl": {"value": "https://creativecommons.org/licenses/by-sa/4.0", "source": "commons-desc-page", "hidden": ""},
                "License": {"value": "cc-by-sa-4.0", "source": "commons-templates", "hidden": ""},
                "AttributionRequired": {"value": "true", "source": "commons-desc-page", "hidden": ""}
              }
            }]
          },
          {
            "pageid": 7,
            "ns": 6,
            "title": "File:Deleted kitten.jpg",
            "index": 3,
            "missing": true
          }
        ]
      }
    }
    """#

    static let lastPage = #"{"batchcomplete": true, "query": {"pages": [{"pageid": 8, "ns": 6, "title": "#
        + #""File:Tiny.png", "index": 1, "imageinfo": [{"url": "#
            + #""https://upload.wikimedia.org/wikipedia/commons/1/1a/Tiny.png", "descriptionurl": "#
                + #""https://commons.wikimedia.org/wiki/File:Tiny.png", "thumburl": "#
                    + #""https://upload.wikimedia.org/wikipedia/commons/1/1a/Tiny.png", "width": 200, "height": "#
                        + #"100, "size": 900, "mime": "image/png", "extmetadata": {"Artist": {"value": 1905}}}]}]}}"#

    static let nothingFound = #"{"batchcomplete": true}"#
}
