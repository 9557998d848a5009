// Most wrappers are static inline in the header; SwiftPM needs one source file for the target.
// This file also holds what needs gdkx.h, which Swift must not see: X11's `Window` and `None`
// would clash with GtkKit's names.
#include "CShims.h"
#include <gdk/gdkx.h>

static gboolean frame_sync_follows_window_manager(GtkWidget *window) {
    GdkWindow *gdk_window = gtk_widget_get_window(window);
    if (gdk_window == NULL || !GDK_IS_X11_WINDOW(gdk_window)) return TRUE;
    GdkAtom frame_drawn = gdk_atom_intern_static_string("_NET_WM_FRAME_DRAWN");
    gboolean syncs = gdk_x11_screen_supports_net_wm_hint(gdk_window_get_screen(gdk_window), frame_drawn);
    gdk_x11_window_set_frame_sync_enabled(gdk_window, syncs);
    return syncs;
}

static void window_manager_changed(GtkWidget *window) {
    frame_sync_follows_window_manager(window);
}

gboolean shim_follow_window_manager_frame_sync(GtkWidget *window) {
    GdkScreen *screen = gtk_widget_get_screen(window);
    if (GDK_IS_X11_SCREEN(screen)) {
        // Disconnected when the window is finalized.
        g_signal_connect_object(screen, "window-manager-changed", G_CALLBACK(window_manager_changed), window,
                                G_CONNECT_SWAPPED);
    }
    return frame_sync_follows_window_manager(window);
}
