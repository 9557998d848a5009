import Foundation
import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// Check a Document: while it runs, a spinner naming what is checked; then each picture with
/// its thumbnail, its credit, its licence and what the licence allows, and Copy All Credits.
/// Below, the person's choice to ask Wikimedia Commons, which says what leaves the machine.
@MainActor
final class DocumentCheckDialog {
    static let thumbnailSize = 96
    private static let copyResponse: Int32 = 1
    private static let addCreditsResponse: Int32 = 2

    let dialog: Dialog
    private let viewModel: any DocumentCheckViewModeling
    private let probe: (any ViewProbing)?
    private let pages = Stack()
    private let checkingLabel = Label()
    private let asksCommons = CheckButton(
        label: tr("Ask _Wikimedia Commons about unknown pictures: sends each picture’s SHA-1, nothing else"))
    private var reportPage: DocumentCheckReportPage?
    private var observations: [ObservationToken] = []
    private var thumbnails: Task<Void, Never>?
    /// Where the copy with credits is proposed: beside the document, "NAME (credits).EXT".
    private var copyProposal: String?
    private let closed: @MainActor () -> Void

    init(viewModel: any DocumentCheckViewModeling, parent: Window, probe: (any ViewProbing)?,
        closed: @escaping @MainActor () -> Void) {
        self.viewModel = viewModel
        self.probe = probe
        self.closed = closed
        dialog = Dialog(title: tr("Check a Document"), parent: parent, modal: false)
        let checking = BusyPage.make(saying: checkingLabel)
        checking.setSizeRequest(width: 640, height: 200)
        pages.addNamed(checking, name: "checking")
        pages.setMargins(12)
        dialog.addToContent(pages)
        asksCommons.setMargins(12)
        dialog.addToContent(asksCommons)
        asksCommons.onToggled { [weak self] in
            guard let self, asksCommons.isActive != viewModel.asksCommons.value else { return }
            viewModel.setAsksCommons(asksCommons.isActive)
        }
        dialog.addButton(tr("_Add Credits to a Copy…"), response: .other(Self.addCreditsResponse))
        dialog.addButton(tr("_Copy All Credits"), response: .other(Self.copyResponse))
        dialog.addButton(tr("Cl_ose"), response: .cancel)
        dialog.onResponse { [weak self] response in
            switch response {
            case .other(Self.copyResponse): self?.viewModel.copyAllCredits()
            case .other(Self.addCreditsResponse): self?.chooseCopy()
            default: self?.close()
            }
        }
        observations = [
            viewModel.state.observe { [weak self] state in self?.show(state) },
            viewModel.asksCommons.observe { [weak self] asks in
                guard let self, asksCommons.isActive != asks else { return }
                asksCommons.isActive = asks
            },
        ]
    }

    func present() {
        dialog.showAll()
        dialog.present()
    }

    /// Brings the open dialog forward again.
    func raise() {
        dialog.present()
    }

    /// Asks where the copy with credits goes, proposing the name beside the document; the
    /// chooser asks before it replaces a file.
    private func chooseCopy() {
        guard let copyProposal else { return }
        let proposed = URL(fileURLWithPath: copyProposal)
        let chooser = FileSaveChooser(title: tr("Add Credits to a Copy"), parent: dialog,
            folder: proposed.deletingLastPathComponent().path, fileName: proposed.lastPathComponent)
        chooser.present { [weak self] path in
            guard let path else { return }
            self?.viewModel.addCreditsToCopy(at: path, replacing: FileManager.default.fileExists(atPath: path))
        }
    }

    private func close() {
        thumbnails?.cancel()
        viewModel.close()
        observations = []
        dialog.destroy()
        closed()
    }

    private func show(_ state: DocumentCheckState) {
        switch state {
        case .idle: break
        case .checking(let names):
            checkingLabel.text = String(format: tr("Checking the pictures in “%@”…"), names)
            pages.visibleChildName = "checking"
            dialog.setResponseEnabled(.other(Self.copyResponse), false)
            dialog.setResponseEnabled(.other(Self.addCreditsResponse), false)
        case .finished(let report):
            dialog.setResponseEnabled(.other(Self.copyResponse), report.hasCredits)
            dialog.setResponseEnabled(.other(Self.addCreditsResponse), report.copyProposal != nil)
            copyProposal = report.copyProposal
            if let page = reportPage, page.title == report.title, report.notice != nil {
                page.showNotice(report.notice)
                return
            }
            show(report)
        }
    }

    /// A new page for a new report, in place of the one before.
    private func show(_ report: DocumentCheckReport) {
        if let old = reportPage { pages.remove(old.root) }
        let page = DocumentCheckReportPage(report)
        reportPage = page
        pages.addNamed(page.root, name: "report")
        page.root.showAll()
        page.fitListToRows()
        pages.visibleChildName = "report"
        for row in report.rows {
            probe?.record(.checkedPicture(verdict: row.verdict.rawValue, licence: row.licenseWord, place: row.place))
        }
        for sentence in report.problems { probe?.record(.checkProblem(sentence)) }
        loadThumbnails(into: page, count: report.rows.count)
    }

    /// Each row's picture, decoded off the main thread, one after another.
    private func loadThumbnails(into page: DocumentCheckReportPage, count: Int) {
        thumbnails?.cancel()
        thumbnails = Task { [weak self, weak page] in
            for index in 0..<count {
                guard let self, !Task.isCancelled else { return }
                let picture = await viewModel.thumbnail(ofRow: index, size: Self.thumbnailSize)
                guard !Task.isCancelled, let pixbuf = (picture as? PixbufPreview)?.pixbuf else { continue }
                page?.showThumbnail(pixbuf, ofRow: index)
            }
        }
    }
}
