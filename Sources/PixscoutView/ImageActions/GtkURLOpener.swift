import GtkKit
import PixscoutProbe
import PixscoutViewModel

/// Opens URLs in the desktop's default browser through GTK.
@MainActor
public final class GtkURLOpener: URLOpening {
    private let probe: (any ViewProbing)?

    public init(probe: (any ViewProbing)?) {
        self.probe = probe
    }

    public func open(_ url: String) -> String? {
        let failure = Gtk.showURI(url)
        probe?.record(failure == nil ? .opened(url) : .openFailed)
        return failure
    }
}
