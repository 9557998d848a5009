extension ProbeEvent {
    /// The event whose ``text`` is `text`; nil for a line no event writes.
    public init?(text: String) {
        var line = ProbeText(Substring(text))
        let name = line.word()
        if let event = Self.withoutText(name, &line) ?? Self.withNumbers(name, &line) ?? Self.withText(name, &line) {
            guard line.isAtEnd else { return nil }
            self = event
        } else {
            return nil
        }
    }

    /// Events named by a word or two.
    private static func withoutText(_ name: Substring, _ line: inout ProbeText) -> ProbeEvent? {
        switch (name, line.isAtEnd) {
        case ("window-shown", true): .windowShown
        case ("context-menu", true): .contextMenu
        case ("open-failed", true): .openFailed
        case ("barrier", true): .barrier
        case ("quick-look", false) where line.peek == "closed": line.skip(.quickLookClosed)
        case ("search-provider", false): line.word() == "exported" ? .searchProviderExported : nil
        case ("loading-more", false): Bool(String(line.word())).map { .loadingMore($0) }
        case ("detail-pane", false): line.choice("shown", "hidden").map { .detailPane(shown: $0) }
        case ("library-attached", false): line.choice("open", "unavailable").map { .libraryAttached(opened: $0) }
        case ("color-scheme", false): line.choice("dark", "light").map { .colorScheme(dark: $0) }
        case ("saved-key", false):
            line.choice("found", "none").map { found in
                .savedKey(found: found, keyringAnswered: line.isAtEnd || line.word() != "keyring-silent")
            }
        default: nil
        }
    }

    /// Events that carry numbers and sizes.
    private static func withNumbers(_ name: Substring, _ line: inout ProbeText) -> ProbeEvent? {
        switch name {
        case "rows": line.int().map { .rows($0) }
        case "selected": line.int().map { .selectedCount($0) }
        case "tiles": line.int().map { .tiles($0) }
        case "quick-look-broken": line.int().map { .quickLookBroken(index: $0) }
        case "stall":
            line.double().flatMap { milliseconds in
                line.word() == "ran" ? line.optionalDouble().flatMap { ran in
                    line.word() == "waited" ? line.optionalDouble().map {
                        .stall(milliseconds: milliseconds, ranMilliseconds: ran, waitedMilliseconds: $0)
                    } : nil
                } : nil
            }
        case "visible-rows": line.int().flatMap { first in line.int().map { .visibleRows(first: first, last: $0) } }
        case "pane-width":
            line.int().flatMap { width in
                line.word() == "handle" ? line.int().map { .paneWidth(width, handleX: $0) } : nil
            }
        case "previews-shown":
            line.int().flatMap { count in line.size().flatMap { size in
                line.word() == "row" ? line.int().map {
                    .previewsShown(count: count, row: $0, width: size.width, height: size.height)
                } : nil
            } }
        case "quick-look-image":
            line.int().flatMap { index in line.size().map {
                .quickLookImage(index: index, width: $0.width, height: $0.height)
            } }
        case "clipboard-image": line.size().map { .clipboardImage(width: $0.width, height: $0.height) }
        case "folder-save":
            line.peek == "done"
                ? line.skip(.folderSave(fraction: nil)) : line.double().map { .folderSave(fraction: $0) }
        case "row-bounds":
            line.int().flatMap { index in line.rectangle().map {
                .rowBounds(index: index, x: $0.x, y: $0.y, width: $0.width, height: $0.height)
            } }
        case _ where name.hasSuffix("-bounds"):
            ProbedWidget(rawValue: String(name.dropLast("-bounds".count))).flatMap { widget in line.rectangle().map {
                .bounds(widget, x: $0.x, y: $0.y, width: $0.width, height: $0.height)
            } }
        default: nil
        }
    }
}
