import CGtk
import Foundation

/// GNOME's keyboard shortcuts window (Ctrl+?), listing groups of shortcuts.
@MainActor
public final class ShortcutsWindow: Widget {
    public struct Shortcut: Sendable {
        public let title: String
        /// GTK accelerator syntax, several separated by spaces: "<Primary>f slash".
        public let accelerator: String

        public init(_ title: String, _ accelerator: String) {
            self.title = title
            self.accelerator = accelerator
        }
    }

    public struct Group: Sendable {
        public let title: String
        public let shortcuts: [Shortcut]

        public init(_ title: String, _ shortcuts: [Shortcut]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    /// GtkShortcutsWindow's parts are only built from GtkBuilder descriptions, where each part
    /// must say it is visible.
    /// - Parameter title: the window's title; GTK gives it none, and a window list would show
    ///   the program's name.
    public init(title: String, groups: [Group]) {
        let builder = gtk_builder_new_from_string(Self.description(title: title, groups), -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let window = gtk_builder_get_object(builder, "shortcuts")!
        // The builder's reference goes with the builder; take one of our own.
        super.init(UnsafeMutableRawPointer(window), ownership: .borrow)
    }

    private static func description(title: String, _ groups: [Group]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let body = groups.map { group in
            let shortcuts = group.shortcuts.map { shortcut in
                """
                <child><object class="GtkShortcutsShortcut"><property name="visible">1</property>
                <property name="title">\(escaped(shortcut.title))</property>
                <property name="accelerator">\(escaped(shortcut.accelerator))</property>
                </object></child>
                """
            }.joined()
            return """
                <child><object class="GtkShortcutsGroup"><property name="visible">1</property>
                <property name="title">\(escaped(group.title))</property>\(shortcuts)
                </object></child>
                """
        }.joined()
        return """
            <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
            <property name="title">\(escaped(title))</property>
            <child><object class="GtkShortcutsSection"><property name="visible">1</property>
            <property name="section-name">shortcuts</property>
            <property name="max-height">12</property>\(body)</object></child></object></interface>
            """
    }
}
