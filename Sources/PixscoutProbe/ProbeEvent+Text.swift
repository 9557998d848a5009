extension ProbeEvent {
    /// Events that end in text: the rest of the line is theirs.
    static func withText(_ name: Substring, _ line: inout ProbeText) -> ProbeEvent? {
        switch name {
        case "summary": .summary(line.rest())
        case "attribution": .attribution(line.rest())
        case "suggestion": .suggestion(line.rest())
        case "banner": .banner(line.rest())
        case "notice": .notice(line.rest())
        case "fit": .fit(line.rest())
        case "results-layout": .resultsLayout(line.rest())
        case "clipboard-text": .clipboardText(line.rest())
        case "opened": .opened(line.rest())
        case "mode": .mode(line.rest())
        case "shelf": .shelf(id: line.rest())
        case "detail-image": .detailImage(id: line.rest())
        case "drag-begin": .dragBegin(link: line.rest())
        case "drag-delivered": .dragDelivered(path: line.rest())
        case "drag-file": line.peek == "none" ? line.skip(.dragFile(path: nil)) : .dragFile(path: line.rest())
        case "status": ProbedSearchStatus(text: Substring(line.rest())).map { .status($0) }
        case "save": ProbedSaveState(text: Substring(line.rest())).map { .save($0) }
        case "library": ProbedLibraryStatus(text: Substring(line.rest())).map { .library($0) }
        case "wallpaper": .wallpaper(outcome: String(line.word()), path: line.rest())
        case "checked-picture":
            .checkedPicture(verdict: String(line.word()), licence: String(line.word()), place: line.rest())
        case "check-problem": .checkProblem(line.rest())
        case "window": ProbedWindowChange(rawValue: String(line.word())).map { .window(title: line.rest(), change: $0) }
        case "quick-look": line.int().map { .quickLook(index: $0, title: line.rest()) }
        case "detail": detail(id: String(line.word()), line.rest())
        default: nil
        }
    }

    /// "`id` `title` | `counts` | `license` | `source`": the title may hold anything, so the
    /// three last fields are taken from the end.
    private static func detail(id: String, _ rest: String) -> ProbeEvent? {
        var fields = rest.components(separatedBy: " | ")
        guard fields.count >= 4 else { return nil }
        let (source, license, counts) = (fields.removeLast(), fields.removeLast(), fields.removeLast())
        return .detail(id: id, title: fields.joined(separator: " | "), counts: counts, license: license, source: source)
    }
}
