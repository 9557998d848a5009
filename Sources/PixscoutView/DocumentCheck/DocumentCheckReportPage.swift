import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// A check's report: its title and summary, a row a picture (thumbnail, place, credit, licence
/// and what it allows, how Pixscout knows it), what could not be read, and how Copy went.
@MainActor
final class DocumentCheckReportPage {
    /// The list of pictures: this wide, and as tall as its rows up to this height, in a frame;
    /// one picture's row is not followed by an empty white field.
    private static let listWidth = 680
    private static let listHeight = 420

    let root = Box(.vertical, spacing: 8)
    let title: String
    private let scrolled = ScrolledWindow()
    private let notice = Label()
    private var thumbnails: [Image] = []

    init(_ report: DocumentCheckReport) {
        title = report.title
        let heading = Label(report.title)
        heading.addStyleClass("title-2")
        heading.setXAlign(0)
        let summary = Label(report.summary)
        summary.setXAlign(0)
        root.packStart(heading)
        root.packStart(summary)
        let list = ListBox()
        list.setSelectionMode(multiple: false)
        for row in report.rows { list.append(makeRow(row)) }
        scrolled.setSizeRequest(width: Self.listWidth, height: -1)
        scrolled.growsWithContent(upTo: Self.listHeight)
        scrolled.addStyleClass("frame")
        scrolled.add(list)
        root.packStart(scrolled, expand: true)
        for sentence in report.problems {
            root.packStart(Self.wrapped(sentence))
        }
        notice.setXAlign(0)
        root.packStart(notice)
        // An empty line would leave a gap above the dialog's switch.
        notice.hideUntilShown()
        showNotice(report.notice)
    }

    /// Sizes the list to its rows, once the page is shown in the dialog (the dialog grows for
    /// them; its first page, the spinner, was shorter).
    func fitListToRows() {
        scrolled.showsContentWhole(width: Self.listWidth - 2, upTo: Self.listHeight)
    }

    func showNotice(_ text: String?) {
        notice.text = text ?? ""
        notice.isVisible = text != nil
    }

    func showThumbnail(_ pixbuf: Pixbuf, ofRow index: Int) {
        guard thumbnails.indices.contains(index) else { return }
        thumbnails[index].setPixbuf(pixbuf)
    }

    private func makeRow(_ row: DocumentCheckRow) -> ListBoxRow {
        let thumbnail = Image()
        let size = DocumentCheckDialog.thumbnailSize
        thumbnail.pictureBox = (size, size)
        thumbnail.setIcon(row.verdict == .unknown ? "dialog-question-symbolic" : "image-x-generic-symbolic",
            pixelSize: 48)
        thumbnail.setSizeRequest(width: size, height: size)
        thumbnails.append(thumbnail)
        let text = Box(.vertical, spacing: 4)
        let place = Label()
        place.setMarkup("<b>\(Label.escapeMarkup(row.place))</b>")
        place.setXAlign(0)
        place.setEllipsizeEnd()
        text.packStart(place)
        let verdict = switch row.verdict {
        case .known: tr("Known")
        case .unknown: tr("Not known")
        case .refused: tr("Not allowed for this use")
        }
        text.packStart(Self.wrapped(verdict))
        if let credit = row.credit {
            let label = Self.wrapped(credit)
            label.setSelectable(true)
            text.packStart(label)
        }
        text.packStart(Self.wrapped(row.terms))
        if let match = row.match { text.packStart(Self.wrapped(match)) }
        let line = Box(.horizontal, spacing: 12)
        line.setMargins(8)
        line.packStart(thumbnail)
        line.packStart(text, expand: true)
        let listRow = ListBoxRow()
        listRow.add(line)
        listRow.accessibleName = [row.place, verdict, row.credit ?? row.terms].joined(separator: ". ")
        return listRow
    }

    private static func wrapped(_ text: String) -> Label {
        let label = Label(text)
        label.setWrap(true)
        label.setXAlign(0)
        label.setMaxWidthInCharacters(80)
        return label
    }
}
