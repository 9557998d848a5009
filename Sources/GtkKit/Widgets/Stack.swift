import CGtk

/// Shows one of its named children at a time.
@MainActor
public final class Stack: Container {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_stack_new()), ownership: .sinkFloating)
    }

    private var stackPointer: UnsafeMutablePointer<GtkStack> {
        pointer(as: GtkStack.self)
    }

    public func addNamed(_ child: Widget, name: String) {
        retain(child)
        gtk_stack_add_named(stackPointer, child.widgetPointer, name)
    }

    /// Whether the stack takes the size of its largest child (GTK's default) rather than of
    /// the one shown. Not homogeneous, the hidden children are not even measured.
    public var isHomogeneous: Bool {
        get { gtk_stack_get_homogeneous(stackPointer) != 0 }
        set { gtk_stack_set_homogeneous(stackPointer, newValue ? 1 : 0) }
    }

    /// The child shown; a child must be visible to be shown.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(stackPointer).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(stackPointer, newValue) } }
    }
}
