import Foundation
import PixscoutLocalization

/// One line of the credits added to a document: a known picture's credit, or what is left to do
/// for one nobody knows ("Picture 3 (slide 5): source unknown").
struct CreditLine: Sendable {
    /// The picture, 1 for the first the check found.
    let number: Int
    /// The slide it is on, in a presentation.
    let slide: Int?
    /// Its credit in the document's format; nil for a picture nobody knows.
    let credit: String?
    /// The image it shows, when a site describes it (for HTML's JSON-LD).
    let image: ImageEntity?
    let picture: CheckedPicture

    /// "Picture 3 (slide 5)".
    var label: String {
        slide.map { String(format: tr("Picture %1$ld (slide %2$ld)"), number, $0) }
            ?? String(format: tr("Picture %ld"), number)
    }

    /// The line as it is written: label and credit, or label and "source unknown".
    var text: String {
        credit.map { String(format: tr("%1$@: %2$@"), label, $0) }
            ?? String(format: tr("%@: source unknown"), label)
    }

    /// Every picture of the report in `format`, known ones with their credit, then (unless
    /// `knownOnly`) those nobody knows; `slides` says which slide holds each part.
    static func lines(for report: OriginReport, in format: CreditFormat, slides: [String: Int] = [:],
        knownOnly: Bool) -> [CreditLine] {
        let all = report.pictures.enumerated().map { index, picture in
            CreditLine(number: index + 1, slide: picture.part.flatMap { slides[$0] },
                credit: picture.credit(in: format), image: picture.origin?.image, picture: picture)
        }
        let known = all.filter { $0.credit != nil }
        return knownOnly ? known : known + all.filter { $0.credit == nil }
    }

    /// The heading the credits go under.
    static var heading: String { tr("Picture credits") }
}
