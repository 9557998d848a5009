import GtkKit
import PixscoutViewModel

/// Opens URLs in the desktop's default browser through GTK.
@MainActor
public final class GtkURLOpener: URLOpening {
    public init() {}

    public func open(_ url: String) -> String? {
        let failure = Gtk.showURI(url)
        EventProbe.shared?.record(failure == nil ? "opened \(url)" : "open-failed")
        return failure
    }
}
