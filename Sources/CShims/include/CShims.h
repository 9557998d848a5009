#ifndef PIXSCOUT_CSHIMS_H
#define PIXSCOUT_CSHIMS_H

// Swift cannot call C variadic functions: these typed wrappers stand in for them.
#include <gtk/gtk.h>
#include <curl/curl.h>
#include <malloc.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sched.h>
#include <unistd.h>

#ifndef SCHED_BATCH
// Linux's policy number; <sched.h> names it only with _GNU_SOURCE.
#define SCHED_BATCH 3
#endif

// Defined in PixbufSurface.c: `pixbuf` as a cairo image surface (its status says whether it was
// made; NULL for a layout other than 8-bit RGB or RGBA), with no call into GDK, so on any thread.
cairo_surface_t *shim_cairo_surface_from_pixbuf(const GdkPixbuf *pixbuf);
// An opaque (RGB24) image surface copied into a new RGB pixbuf; NULL for another format.
GdkPixbuf *shim_pixbuf_from_opaque_surface(cairo_surface_t *surface);

// Defined in CurlLoader.c, which opens libcurl on first use.
CURLcode shim_curl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode shim_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode shim_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode shim_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
CURLcode shim_curl_easy_setopt_write_callback(CURL *handle, CURLoption option, curl_write_callback callback);
CURLcode shim_curl_easy_setopt_xferinfo_callback(CURL *handle, curl_xferinfo_callback callback);
CURLcode shim_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLMcode shim_curl_multi_setopt_long(CURLM *handle, CURLMoption option, long value);

// GtkSettings' properties are set through varargs, GVariant's types are macros.
// Setting it reloads the whole theme and restyles every widget, tens of milliseconds of the main
// thread, even to the value it has: only a change is set.
static inline void shim_gtk_settings_set_prefer_dark(gboolean dark) {
    GtkSettings *settings = gtk_settings_get_default();
    gboolean current = FALSE;
    g_object_get(settings, "gtk-application-prefer-dark-theme", &current, NULL);
    if (!current == !dark) return;
    g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
}

// The theme GTK draws in, and whether its dark variant is asked for: a new string, g_free it.
static inline gchar *shim_gtk_settings_theme(void) {
    gchar *name = NULL;
    gboolean dark = FALSE;
    g_object_get(gtk_settings_get_default(), "gtk-theme-name", &name, "gtk-application-prefer-dark-theme", &dark,
                 NULL);
    gchar *theme = g_strdup_printf("%s%s", name ? name : "", dark ? ":dark" : "");
    g_free(name);
    return theme;
}

static inline const GVariantType *shim_variant_type_variant(void) { return G_VARIANT_TYPE_VARIANT; }
static inline const GVariantType *shim_variant_type_uint32(void) { return G_VARIANT_TYPE_UINT32; }

// Linux gives each thread its own nice value: setpriority with a thread's id sets that thread's
// alone. Once per thread (a thread-local flag); never the main thread, whose id is the process's.
static inline void shim_lower_current_thread_priority(int nice) {
    static __thread int lowered;
    pid_t thread = (pid_t)syscall(SYS_gettid);
    if (lowered || thread == getpid()) return;
    lowered = 1;
    // A batch thread keeps its fair share of the cores, but when woken it never preempts the
    // thread running on the core it wakes on (the main thread, which woke it).
    struct sched_param parameters = {0};
    sched_setscheduler(0, SCHED_BATCH, &parameters);
    setpriority(PRIO_PROCESS, (id_t)thread, nice);
}

// Names the calling thread as debuggers, profilers and /proc show it (15 bytes at most).
static inline void shim_name_current_thread(const char *name) {
    prctl(PR_SET_NAME, name, 0, 0, 0);
}

static inline int shim_current_thread_priority(void) {
    return getpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid));
}

static inline int shim_current_thread_is_batch(void) {
    return sched_getscheduler(0) == SCHED_BATCH;
}

// The arguments of org.freedesktop.portal.Wallpaper.SetWallpaperURI: no parent window, the
// image, no preview dialog, on both the desktop and the lock screen. g_variant_new is variadic.
static inline GVariant *shim_wallpaper_portal_arguments(const char *uri, const char *handle_token) {
    GVariantBuilder options;
    g_variant_builder_init(&options, G_VARIANT_TYPE_VARDICT);
    g_variant_builder_add(&options, "{sv}", "handle_token", g_variant_new_string(handle_token));
    g_variant_builder_add(&options, "{sv}", "show-preview", g_variant_new_boolean(FALSE));
    g_variant_builder_add(&options, "{sv}", "set-on", g_variant_new_string("both"));
    return g_variant_new("(ssa{sv})", "", uri, &options);
}

// A list store of one text column, for entry completions; gtk_list_store_new and
// gtk_list_store_insert_with_values are variadic and G_TYPE_STRING a macro.
static inline GtkListStore *shim_text_list_store_new(void) {
    return gtk_list_store_new(1, G_TYPE_STRING);
}

static inline void shim_text_list_store_append(GtkListStore *store, const char *text) {
    gtk_list_store_insert_with_values(store, NULL, -1, 0, text, -1);
}

// GDK ends each frame it drew by asking whether the window manager wants _NET_WM_FRAME_DRAWN.
// With no window manager running, GDK never records that it looked, so each frame asks the X
// server again and waits for it to finish drawing first. Turns frame sync off unless a window
// manager asks for _NET_WM_FRAME_DRAWN, on `window` now and whenever the window manager changes
// (GDK still checks on key presses, so one that starts later is noticed); returns whether frame
// sync is on. Outside X11 it leaves GDK's frame sync alone.
gboolean shim_follow_window_manager_frame_sync(GtkWidget *window);

#endif
