import GtkKit

/// A dialog's page while its work runs: a spinner above a line that says what is being done.
@MainActor
enum BusyPage {
    static func make(saying label: Label) -> Box {
        let box = Box(.vertical, spacing: 12)
        let spinner = Spinner()
        spinner.isSpinning = true
        box.packStart(spinner)
        box.packStart(label)
        box.setAlignment(horizontal: .center, vertical: .center)
        return box
    }
}
