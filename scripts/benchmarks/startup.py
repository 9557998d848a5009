"""Start-up to the first window, beside a bare GTK window and eog."""
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .common import DISPLAY_ENVIRONMENT, KEY, ROOT, WAYLAND_SOCKET, copy_library, run


def time_to_window(command, env):
    """Milliseconds from launching `command` to its first window on the screen."""
    return (time_to_wayland_window if WAYLAND_SOCKET else time_to_x_window)(command, env)


def time_to_wayland_window(command, env):
    """Milliseconds from launching `command` to the first picture it hands weston for a window:
    libwayland prints each request as it sends it (WAYLAND_DEBUG), read as it comes; the first
    buffer attached to a surface and committed is the window's first frame."""
    start = time.monotonic()
    process = subprocess.Popen(command, env=dict(env, WAYLAND_DEBUG="client"), stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, bufsize=0)
    try:
        heard, attached = b"", False
        while (left := 20 - (time.monotonic() - start)) > 0:
            if not select.select([process.stderr], [], [], left)[0]:
                continue
            chunk = os.read(process.stderr.fileno(), 65536)
            if not chunk:
                break
            # A name may be cut between two reads: the end of the last one is kept.
            heard = heard[-64:] + chunk
            if not attached and (at := heard.find(b".attach(wl_buffer@")) >= 0:
                attached, heard = True, heard[at:]
            if attached and b".commit()" in heard:
                return (time.monotonic() - start) * 1000
        raise TimeoutError(f"no window from {command[0]}")
    finally:
        process.terminate()
        process.wait()


def time_to_x_window(command, env):
    """Milliseconds from launching `command` to its first window mapped on the screen. One X
    connection (xev on the root window) hears the map: polling with a new xdotool every few ms
    took CPU from the app being timed, and now and then the X server refused the app's own
    connection among all of theirs."""
    watcher = subprocess.Popen(["xev", "-root", "-event", "substructure"], stdout=subprocess.PIPE, bufsize=0)
    time.sleep(0.3)  # xev connects and selects the root window's events before the clock starts
    start = time.monotonic()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        heard = b""
        while (left := 20 - (time.monotonic() - start)) > 0:
            if select.select([watcher.stdout], [], [], left)[0]:
                heard += os.read(watcher.stdout.fileno(), 65536)
                if b"MapNotify" in heard:
                    return (time.monotonic() - start) * 1000
        raise TimeoutError(f"no window from {command[0]}")
    finally:
        for running in (process, watcher):
            running.terminate()
            running.wait()


BARE_WINDOW_C = r"""
#include <gtk/gtk.h>
/* The floor: a GTK3 window with a header bar and a search entry, nothing else. */
static void activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = gtk_application_window_new(app);
    GtkWidget *bar = gtk_header_bar_new();
    gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(bar), TRUE);
    GtkWidget *entry = gtk_search_entry_new();
    gtk_entry_set_width_chars(GTK_ENTRY(entry), 40);
    gtk_header_bar_set_custom_title(GTK_HEADER_BAR(bar), entry);
    gtk_window_set_titlebar(GTK_WINDOW(window), bar);
    gtk_window_set_title(GTK_WINDOW(window), "Bare");
    gtk_window_set_default_size(GTK_WINDOW(window), 1120, 760);
    gtk_widget_show_all(window);
}
int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("org.example.BareWindow", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(app), argc, argv);
}
"""


def build_c(name, source, package):
    """`source` compiled against `package` into .build/bench/NAME."""
    folder = ROOT / ".build/bench"
    folder.mkdir(parents=True, exist_ok=True)
    source_file, binary = folder / f"{name}.c", folder / name
    source_file.write_text(source)
    flags = run(["pkg-config", "--cflags", "--libs", package]).split()
    run(["cc", "-O2", "-o", str(binary), str(source_file), *flags])
    return binary


WINDOW_MANAGER_CHECK_C = r"""
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <stdio.h>
#include <unistd.h>
/* A window manager's check window (EWMH _NET_SUPPORTING_WM_CHECK), and nothing else: no
   window is managed. Prints "ready" once announced and stays until killed; prints "present"
   and leaves at once where a window manager has announced itself already. */
int main(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) return 1;
    Window root = DefaultRootWindow(display);
    Atom supporting = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", False);
    Atom type = None;
    int format = 0;
    unsigned long items = 0, after = 0;
    unsigned char *data = NULL;
    XGetWindowProperty(display, root, supporting, 0, 1, False, XA_WINDOW, &type, &format, &items, &after, &data);
    if (data) XFree(data);
    if (type == XA_WINDOW) {
        printf("present\n");
        return 0;
    }
    Window check = XCreateSimpleWindow(display, root, -10, -10, 1, 1, 0, 0, 0);
    Atom name = XInternAtom(display, "_NET_WM_NAME", False);
    Atom utf8 = XInternAtom(display, "UTF8_STRING", False);
    XChangeProperty(display, check, supporting, XA_WINDOW, 32, PropModeReplace, (unsigned char *)&check, 1);
    XChangeProperty(display, check, name, utf8, 8, PropModeReplace, (unsigned char *)"bench", 5);
    XChangeProperty(display, root, supporting, XA_WINDOW, 32, PropModeReplace, (unsigned char *)&check, 1);
    XSync(display, False);
    printf("ready\n");
    fflush(stdout);
    pause();
    return 0;
}
"""


def announce_window_manager():
    """Stands in for the window manager every desktop has, where none runs. On an X server
    without one, GTK 3 asks the server at every key press and click whether one has appeared
    (it keeps the answer only once one has) and waits for the reply, which comes after all
    the drawing queued before it: on Xvfb that wait was most of the grid's longest frames
    (15-25 ms there, 7-9 with a check window). Returns the process, to be ended after the
    bench (it has ended already where a window manager runs)."""
    process = subprocess.Popen([str(build_c("window-manager-check", WINDOW_MANAGER_CHECK_C, "x11"))],
                               stdout=subprocess.PIPE, text=True)
    if process.stdout.readline().strip() not in ("ready", "present"):
        sys.exit("bench: the window manager's check window could not be made")
    return process


def startup_figures(server, runs, library):
    """Each run starts the three one after the other, Pixscout with the big library present."""
    home = Path(tempfile.mkdtemp(prefix="pixscout-bench-start-"))
    copy_library(library, home / "data")
    env = dict(os.environ, PIXABAY_API_KEY=KEY, XDG_CONFIG_HOME=str(home), XDG_CACHE_HOME=str(home),
               XDG_DATA_HOME=str(home / "data"), NO_AT_BRIDGE="1", **DISPLAY_ENVIRONMENT)
    image = ROOT / "data/webformat/0001.jpg"
    bare = build_c("bare-window", BARE_WINDOW_C, "gtk+-3.0")
    pixscout, eog, floor = [], [], []
    for _ in range(runs):
        for times, command in ((pixscout, [str(ROOT / ".build/release/pixscout"), "--api-url", server.api]),
                               (floor, [str(bare)]), (eog, ["eog", "--new-instance", str(image)])):
            try:
                times.append(time_to_window(command, env))
            except TimeoutError as error:
                print(f"bench: {error}; that run is left out", file=sys.stderr)
    shutil.rmtree(home, ignore_errors=True)
    nan = float("nan")
    # Each run's Pixscout beside the same run's bare window: the target holds in every run.
    paired = [mine / bare for mine, bare in zip(pixscout, floor) if bare > 0]
    return {"pixscout_start_ms": statistics.median(pixscout) if pixscout else nan,
            "eog_start_ms": statistics.median(eog) if eog else nan,
            "bare_window_start_ms": statistics.median(floor) if floor else nan,
            "worst_start_floor_ratio": max(paired) if paired else nan}
