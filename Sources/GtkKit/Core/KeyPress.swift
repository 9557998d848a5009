import CGtk

/// A key press, as far as Pixscout's shortcuts care.
public struct KeyPress: Sendable, Equatable {
    public enum Key: Sendable, Equatable {
        case up, down, left, right, pageUp, pageDown, home, end, enter, escape, space, menu, f5, f9, f10, pause
        case character(Character)
        case other(UInt32)
    }

    public let key: Key
    public let control: Bool
    public let shift: Bool
    public let alt: Bool

    public init(key: Key, control: Bool = false, shift: Bool = false, alt: Bool = false) {
        self.key = key
        self.control = control
        self.shift = shift
        self.alt = alt
    }

    /// The press an accelerator names, "<Primary><Shift>c" or "space", as GTK reads it; nil for
    /// one GTK cannot read.
    @MainActor
    public init?(accelerator: String) {
        var keyval: guint = 0
        var modifiers = GdkModifierType(0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        guard keyval != 0 else { return nil }
        self.init(
            key: Self.key(for: keyval), control: modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0,
            shift: modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0,
                alt: modifiers.rawValue & GDK_MOD1_MASK.rawValue != 0)
    }

    init(event: GdkEventKey) {
        let modifiers = event.state
        self.init(
            key: Self.key(for: event.keyval),
            control: modifiers & GDK_CONTROL_MASK.rawValue != 0,
            shift: modifiers & GDK_SHIFT_MASK.rawValue != 0,
            alt: modifiers & GDK_MOD1_MASK.rawValue != 0
        )
    }

    private static func key(for keyval: guint) -> Key {
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return .enter
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Escape: return .escape
        case GDK_KEY_space, GDK_KEY_KP_Space: return .space
        case GDK_KEY_Menu: return .menu
        case GDK_KEY_F10: return .f10
        case GDK_KEY_F5: return .f5
        case GDK_KEY_F9: return .f9
        case GDK_KEY_Pause: return .pause
        default:
            let codepoint = gdk_keyval_to_unicode(keyval)
            if codepoint != 0, let scalar = Unicode.Scalar(codepoint) {
                return .character(Character(scalar).lowercased().first ?? Character(scalar))
            }
            return .other(keyval)
        }
    }
}
