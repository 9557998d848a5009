import Foundation
import PixscoutLocalization
import PixscoutModel

/// A thread a person can follow from an image to a new search: more by its author, more from
/// the source it was found in, or images like it. Offered only where its site can.
public enum FollowUp: Sendable, CaseIterable {
    case author, source, similar

    init(_ kind: SearchThread.Kind) {
        self = switch kind {
        case .author: .author
        case .source: .source
        case .similar: .similar
        }
    }
}

extension ImageEntity {
    /// Each thread that can be followed from this image, with the words that offer it: "More
    /// by Aurora", "More from Flickr", "Similar images".
    var followUps: [(followUp: FollowUp, thread: SearchThread, title: String)] {
        threads.map { thread in
            let title = switch thread {
            case .author(let name): String(format: tr("More by %@"), creator.map(\.name) ?? name)
            case .source(let code): String(format: tr("More from %@"), sourceName ?? code)
            case .similar: tr("Similar images")
            }
            return (FollowUp(thread.kind), thread, title)
        }
    }
}
