import CGtk
import Foundation
import GtkKit
import XCTest

/// A test case that runs on the GTK thread with a display; XCTest runs tests on the main thread.
open class GtkTestCase: XCTestCase {
    override open func setUpWithError() throws {
        try super.setUpWithError()
        let opened = MainActor.assumeIsolated { Gtk.initialize() }
        try XCTSkipUnless(opened, "no display: run the suite under xvfb-run")
    }

    /// XCTest runs tests on the main thread but cannot call main-actor test methods on Linux.
    public func onGtkThread(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}

/// Runs the GLib main loop until `condition` holds; after `timeout` the test fails at the
/// caller's line, saying what it waited for.
@MainActor
@discardableResult
public func iterateMainLoop(
    until what: @autoclosure () -> String, timeout: Duration = .seconds(30),
    file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= deadline {
            XCTFail("timed out waiting for \(what())", file: file, line: line)
            return false
        }
        if !Gtk.iterateMainLoop(blocking: false) {
            Thread.sleep(forTimeInterval: 0.002)
        }
    }
    return true
}

/// Runs what the main loop has pending, so that queued work (layout, idle jobs) is done.
@MainActor
public func drainMainLoop() {
    while Gtk.iterateMainLoop(blocking: false) {}
}

/// Sends a key press to `widget` as the keyboard would (its "key-press-event").
@MainActor
public func press(_ keyval: Int32, on widget: Widget, control: Bool = false, shift: Bool = false) {
    guard let event = gdk_event_new(GDK_KEY_PRESS), let window = gtk_widget_get_window(widget.widgetPointer) else {
        XCTFail("the widget has no window to send keys to")
        return
    }
    event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
    event.pointee.key.send_event = 1
    event.pointee.key.keyval = guint(keyval)
    event.pointee.key.state = (control ? GDK_CONTROL_MASK.rawValue : 0) | (shift ? GDK_SHIFT_MASK.rawValue : 0)
    let seat = gdk_display_get_default_seat(gdk_display_get_default())
    gdk_event_set_device(event, gdk_seat_get_keyboard(seat))
    gtk_widget_event(widget.widgetPointer, event)
    gdk_event_free(event)
}

/// Presses the left button at `x`, `y` of `widget`'s window, as the mouse would (its
/// "button-press-event"); returns whether a handler took the press.
@MainActor
@discardableResult
public func pressButton(at x: Int, _ y: Int, on widget: Widget, control: Bool = false, shift: Bool = false) -> Bool {
    guard let event = gdk_event_new(GDK_BUTTON_PRESS), let window = gtk_widget_get_window(widget.widgetPointer) else {
        XCTFail("the widget has no window to click in")
        return false
    }
    event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
    event.pointee.button.send_event = 1
    event.pointee.button.button = 1
    event.pointee.button.x = Double(x)
    event.pointee.button.y = Double(y)
    event.pointee.button.state = (control ? GDK_CONTROL_MASK.rawValue : 0) | (shift ? GDK_SHIFT_MASK.rawValue : 0)
    let seat = gdk_display_get_default_seat(gdk_display_get_default())
    gdk_event_set_device(event, gdk_seat_get_pointer(seat))
    defer { gdk_event_free(event) }
    return gtk_widget_event(widget.widgetPointer, event) != 0
}

/// The widgets inside `widget` (itself included), depth first, as GTK holds them.
@MainActor
public func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var found = [widget]
    guard g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)),
        gtk_container_get_type()) != 0
    else { return found }
    let children = gtk_container_get_children(UnsafeMutablePointer<GtkContainer>(OpaquePointer(widget)))
    var node = children
    while let current = node {
        if let child = current.pointee.data {
            found += descendants(of: child.assumingMemoryBound(to: GtkWidget.self))
        }
        node = current.pointee.next
    }
    g_list_free(children)
    return found
}

/// The button a person can see inside `widget` whose label reads `label` (mnemonic
/// underscores left out).
@MainActor
public func button(labelled label: String, in widget: Widget) -> UnsafeMutablePointer<GtkWidget>? {
    descendants(of: widget.widgetPointer).first { candidate in
        guard gtk_widget_is_visible(candidate) != 0,
              g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(candidate)),
                  gtk_button_get_type()) != 0,
              let text = gtk_button_get_label(UnsafeMutablePointer<GtkButton>(OpaquePointer(candidate)))
        else { return false }
        return String(cString: text).replacingOccurrences(of: "_", with: "") == label
    }
}

/// Clicks a button found with ``button(labelled:in:)``; fails the test when there is none.
@MainActor
public func click(_ label: String, in widget: Widget, file: StaticString = #filePath, line: UInt = #line) {
    guard let found = button(labelled: label, in: widget) else {
        XCTFail("no visible button \"\(label)\"", file: file, line: line)
        return
    }
    gtk_button_clicked(UnsafeMutablePointer<GtkButton>(OpaquePointer(found)))
}
