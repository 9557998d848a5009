import CGtk

/// Owns one reference to a GObject: sinks a floating reference when it takes one, and drops
/// its reference when the Swift object goes away.
@MainActor
open class Object {
    public let objectPointer: UnsafeMutableRawPointer

    /// Takes ownership of a newly created object, sinking its floating reference if it has one.
    public init(sinking pointer: UnsafeMutableRawPointer) {
        g_object_ref_sink(pointer)
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
