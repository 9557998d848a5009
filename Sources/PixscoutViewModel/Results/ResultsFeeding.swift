import Foundation
import PixscoutModel

/// What the results feed puts into the results: a first page, a regrouping, more, enriched
/// images, and whether previews load meanwhile.
@MainActor
public protocol ResultsFeeding: AnyObject {
    var resultCount: Int { get }
    func replace(with images: [ImageEntity], loader: any PreviewLoading, namingSite: Bool)
    func regroup(_ images: [ImageEntity], loader: any PreviewLoading, namingSite: Bool)
    func append(_ images: [ImageEntity], loader: any PreviewLoading, namingSite: Bool)
    /// Returns the indices updated.
    func update(_ images: [(shownKey: String, image: ImageEntity)], loader: any PreviewLoading,
        namingSite: Bool) -> IndexSet
    func setLoadingMore(_ loading: Bool)
    func cancelPreviews()
    func resumePreviews()
}
