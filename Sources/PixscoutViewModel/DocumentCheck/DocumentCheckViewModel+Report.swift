import Foundation
import PixscoutLocalization
import PixscoutModel

extension DocumentCheckViewModel {
    /// The Model's report in words, each picture a row.
    static func report(_ report: OriginReport, title: String, named paths: [String], copy: String?)
        -> DocumentCheckReport {
        let rows = report.pictures.map { row($0, place: shortPlace($0.place, named: paths)) }
        let problems = (report.ledgerFailure.map { [$0.message] } ?? []) + report.problems.map(\.message)
        return DocumentCheckReport(title: title, summary: report.summary, rows: rows, problems: problems, notice: nil,
            copyProposal: copy)
    }

    /// A place as the window shows it: the document by its name, not its whole path.
    private static func shortPlace(_ place: String, named paths: [String]) -> String {
        guard let path = paths.first(where: { place.hasPrefix($0) }) else { return place }
        return URL(fileURLWithPath: path).lastPathComponent + place.dropFirst(path.count)
    }

    private static func row(_ picture: CheckedPicture, place: String) -> DocumentCheckRow {
        guard let origin = picture.origin else {
            return DocumentCheckRow(place: place, verdict: .unknown, credit: nil,
                terms: tr("Pixscout does not know where this picture came from: find its source before you publish it."),
                match: nil, licenseWord: "-")
        }
        let refusals = picture.refusalSentences
        return DocumentCheckRow(place: place, verdict: refusals.isEmpty ? .known : .refused,
            credit: picture.credit(in: .text), terms: ([terms(of: origin.license)] + refusals).joined(separator: " "),
            match: match(origin), licenseWord: origin.license.map(licenseWord) ?? "-")
    }

    private static func licenseWord(_ license: ImageLicense) -> String {
        let word = ([license.code] + (license.version.map { [$0] } ?? [])).joined(separator: "-")
            .split(whereSeparator: \.isWhitespace).joined(separator: "-")
        return word.isEmpty ? "-" : word
    }

    /// The licence's name and what it allows.
    private static func terms(of license: ImageLicense?) -> String {
        guard let license else { return tr("Its licence is not known: check its page before using it.") }
        guard license.isKnown else {
            return String(format: tr("%@: Pixscout does not know what this licence allows."), license.name)
        }
        let commercial = license.allowsCommercialUse ? tr("commercial use allowed") : tr("no commercial use")
        let changes = license.allowsChanges ? tr("changes allowed") : tr("no changes")
        let credit = license.needsCredit ? tr("credit needed") : tr("no credit needed")
        return String(format: tr("%1$@: %2$@, %3$@, %4$@."), license.name, commercial, changes, credit)
    }

    private static func match(_ origin: CheckedPicture.Origin) -> String {
        switch origin.match {
        case .embedded:
            switch origin.embedded?.source {
            case .sidecar(overridesPicture: true)?:
                tr("Known by the credit in its XMP sidecar, which Pixscout reads before the picture’s own.")
            case .sidecar?: tr("Known by the credit in its XMP sidecar.")
            case .picture?, nil: tr("Known by the credit the file carries.")
            }
        case .receipt(let date):
            String(format: tr("The very file Pixscout wrote on %@."), date.formatted(date: .abbreviated, time: .omitted))
        case .look: tr("A copy of a picture in your library: re-encoded, resized or cropped.")
        case .handedOnLook(_, let date):
            String(format: tr("A copy of the file Pixscout wrote on %@, re-encoded or resized."),
                date.formatted(date: .abbreviated, time: .omitted))
        case .checksum:
            String(format: tr("An unchanged file from %@, found by its checksum."), origin.image?.site.name ?? "-")
        }
    }
}
