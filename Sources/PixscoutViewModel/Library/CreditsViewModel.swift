import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class CreditsViewModel: CreditsViewModeling {
    public let formats = CreditFormat.allCases.map { format in
        CreditFormatChoice(id: format.rawValue, name: CreditsViewModel.name(of: format),
            fileExtension: format.fileExtension)
    }
    private let access: LibraryAccess
    private let library: any LibraryShelfAccess
    private let selection: any SelectedImages
    private let messages: any OutcomeTelling
    private let clipboard: any ClipboardWriting

    public init(
        access: LibraryAccess, library: any LibraryShelfAccess, selection: any SelectedImages,
        messages: any OutcomeTelling, clipboard: any ClipboardWriting
    ) {
        self.access = access
        self.library = library
        self.selection = selection
        self.messages = messages
        self.clipboard = clipboard
    }

    public func copyCredits(of scope: CreditsScope) {
        Task { [weak self] in
            guard let self, let document = await document(of: scope) else { return }
            guard !document.entries.isEmpty else {
                messages.notify(tr("There are no credits to copy."))
                return
            }
            let credits = document.entries.map {
                ImageCredit($0.image, isChanged: $0.isChanged).sentence(in: .text)
            }
            clipboard.copy(text: credits.joined(separator: "\n"))
            let count = document.entries.count
            messages.notify(count == 1 ? tr("Credit copied to the clipboard.")
                : String(format: trn("%ld credit copied to the clipboard.", "%ld credits copied to the clipboard.",
                    count), count))
        }
    }

    public func exportCredits(of scope: CreditsScope, to path: String, formatID: String) {
        let chosen = URL(fileURLWithPath: path)
        let named = CreditFormat(fileExtension: chosen.pathExtension)
        let format = named ?? CreditFormat(rawValue: formatID) ?? .markdown
        // The file chooser asked before replacing the name chosen, not the one with an
        // extension added: that one never replaces a file.
        let file = named != nil ? chosen : chosen.deletingLastPathComponent().appendingPathComponent(
            FolderSavePlan.freeName(chosen.lastPathComponent + "." + format.fileExtension) {
                let folder = chosen.deletingLastPathComponent()
                return FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
            })
        Task { [weak self] in
            guard let self, let document = await document(of: scope) else { return }
            let written = await Task.detached { document.write(as: format, to: file) }.value
            if written {
                messages.notifySaved(String(format: tr("Credits saved as “%@”."), file.lastPathComponent),
                    in: file.deletingLastPathComponent())
            } else {
                messages.notifyFailure(String(format: tr(
                    "Pixscout could not write the credits to “%@”. Check that the folder is writable, then export them again."),
                    file.deletingLastPathComponent().path))
            }
        }
    }

    /// The credits in `scope`; nil (and a banner) when the library could not say.
    private func document(of scope: CreditsScope) async -> CreditsDocument? {
        if scope == .selection { return CreditsDocument(images: selection.selectedImages) }
        guard let store = await access.library()?.store else {
            messages.show(Banner(text: tr("Your library is not available, so Pixscout cannot list its credits.")))
            return nil
        }
        do throws(LibraryError) {
            return try await CreditsDocument.of(scope == .usedImages ? .used : library.shownShelf, in: store)
        } catch {
            messages.show(Banner(text: error.message))
            return nil
        }
    }

    private static func name(of format: CreditFormat) -> String {
        switch format {
        case .markdown: tr("Markdown")
        case .html: tr("Web page (HTML)")
        case .text, .printed: tr("Plain text")
        }
    }
}
