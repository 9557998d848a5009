import Foundation
import XCTest

/// LibreOffice run headless as a person's office suite opens a document: converting it, and
/// what it printed of it as text (`pdftotext`).
struct OfficeSuite {
    /// A profile of its own, so that no other LibreOffice (or a first start's dialogs) interferes.
    let profile: URL

    /// Converts `document` to `format` ("pdf", "docx", "pptx", "odp") in `folder`; returns the
    /// converted file and what LibreOffice said.
    @discardableResult
    func convert(_ document: URL, to format: String, in folder: URL, file: StaticString = #filePath,
        line: UInt = #line) throws -> (file: URL, log: String) {
        let log = try runTool("/usr/bin/soffice", ["--headless", "--norestore", "--nologo",
            "-env:UserInstallation=\(profile.absoluteString)", "--convert-to", format, "--outdir", folder.path,
            document.path], file: file, line: line)
        let converted = folder.appendingPathComponent(document.deletingPathExtension().lastPathComponent)
            .appendingPathExtension(format)
        XCTAssertTrue(FileManager.default.fileExists(atPath: converted.path), "LibreOffice wrote no \(format): \(log)",
            file: file, line: line)
        return (converted, log)
    }

    /// What a printout of `document` says, as text.
    func printedText(of document: URL, in folder: URL) throws -> String {
        let pdf = try convert(document, to: "pdf", in: folder).file
        return try runTool("/usr/bin/pdftotext", [pdf.path, "-"])
    }
}
