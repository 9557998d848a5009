import CGtk

/// Owns one reference to a GObject and drops it when the Swift object goes away. How that
/// reference is obtained depends on what the C call handed over, which each wrapper states.
@MainActor
open class Object {
    /// What a C function returned, in GObject's reference-counting terms.
    public enum Ownership: Sendable {
        /// A new widget's floating reference (`gtk_label_new` and most constructors): sink it.
        /// Toplevel windows are not floating (GTK owns them); sinking then takes a reference.
        case sinkFloating
        /// A full, non-floating reference that is ours to drop (`gtk_file_chooser_native_new`,
        /// `g_settings_new`, `gtk_builder_new`): keep it without adding one.
        case takeFull
        /// A pointer borrowed from another object (`gtk_scrolled_window_get_vadjustment`):
        /// take a reference of our own.
        case borrow
    }

    public let objectPointer: UnsafeMutableRawPointer

    public init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        switch ownership {
        case .sinkFloating: g_object_ref_sink(pointer)
        case .takeFull: break
        case .borrow: g_object_ref(pointer)
        }
        objectPointer = pointer
    }

    isolated deinit {
        g_object_unref(objectPointer)
    }

    /// The object as a typed C pointer, for calls into GTK.
    public func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutablePointer<T>(OpaquePointer(objectPointer))
    }
}
