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

    /// The child shown; a child must be visible to be shown.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(stackPointer).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(stackPointer, newValue) } }
    }
}
