import PixscoutViewModel

/// Records which credits are copied and exported.
@MainActor
final class MockCredits: CreditsViewModeling {
    let formats = [
        CreditFormatChoice(id: "markdown", name: "Markdown", fileExtension: "md"),
        CreditFormatChoice(id: "html", name: "Web page (HTML)", fileExtension: "html"),
    ]
    var copied: [CreditsScope] = []
    var exported: [(scope: CreditsScope, path: String, format: String)] = []

    func copyCredits(of scope: CreditsScope) { copied.append(scope) }
    func exportCredits(of scope: CreditsScope, to path: String,
        formatID: String) { exported.append((scope, path, formatID)) }
}
