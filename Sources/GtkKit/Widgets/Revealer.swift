import CGtk

/// Shows and hides its child by sliding it up from the bottom, as a notice comes in.
@MainActor
public final class Revealer: Container {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_revealer_new()), ownership: .sinkFloating)
        gtk_revealer_set_transition_type(revealerPointer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
    }

    private var revealerPointer: UnsafeMutablePointer<GtkRevealer> {
        pointer(as: GtkRevealer.self)
    }

    /// Slides the child in or out. Without animations (the desktop's setting) it is at once.
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(revealerPointer) != 0 }
        set { gtk_revealer_set_reveal_child(revealerPointer, newValue ? 1 : 0) }
    }

    /// The slide has ended: the child is wholly in, or wholly out.
    public func onRevealed(_ handler: @escaping @MainActor (_ shown: Bool) -> Void) {
        // A notify signal passes its GParamSpec before the handler's data.
        connectPointer("notify::child-revealed") { [weak self] _ in
            guard let self else { return }
            handler(gtk_revealer_get_child_revealed(revealerPointer) != 0)
        }
    }
}
