import CGtk

/// A GtkContainer; keeps the Swift wrappers of its children alive while they are inside it.
@MainActor
open class Container: Widget {
    private var children: [ObjectIdentifier: Widget] = [:]

    var containerPointer: UnsafeMutablePointer<GtkContainer> {
        pointer(as: GtkContainer.self)
    }

    public func add(_ child: Widget) {
        retain(child)
        gtk_container_add(containerPointer, child.widgetPointer)
    }

    /// Takes `child` out, and lets its wrapper go.
    public func remove(_ child: Widget) {
        guard children.removeValue(forKey: ObjectIdentifier(child)) != nil else { return }
        gtk_container_remove(containerPointer, child.widgetPointer)
    }

    /// Keeps a child's wrapper (and the closures it owns) alive for as long as it is inside.
    func retain(_ child: Widget) {
        children[ObjectIdentifier(child)] = child
    }
}
