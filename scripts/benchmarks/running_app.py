"""The release binary in a home of its own, read through its event probe."""
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from .common import DISPLAY_ENVIRONMENT, KEY, ROOT, WAYLAND_SOCKET, copy_library, run
from .probe_events import UnreadLine, read


class RunningApp:
    """The release binary in its own XDG home, with the event probe and the stall monitor."""

    def __init__(self, server, *arguments, library=None, grid=False, pictures=False):
        self.home = Path(tempfile.mkdtemp(prefix="pixscout-bench-"))
        if pictures:
            # The desktop's Pictures folder, where Save to Folder's dialog opens.
            (self.home / "Pictures").mkdir()
            (self.home / "config").mkdir()
            (self.home / "config/user-dirs.dirs").write_text(f'XDG_PICTURES_DIR="{self.home / "Pictures"}"\n')
        # The event log is the bench's instrument, written on the main thread: in memory, where
        # a write never waits for the disk's journal (the homes of closed windows are deleted
        # meanwhile, and the file system discards their blocks at its commits).
        memory = Path("/dev/shm")
        descriptor, log = tempfile.mkstemp(prefix="pixscout-bench-events-", dir=memory if memory.is_dir() else None)
        os.close(descriptor)
        self.log = Path(log)
        self.read_bytes = 0
        self.logged = []
        if library:
            copy_library(library, self.home / "data")
        if grid:
            # The window as a person left it: the grid, in a window as large as the screen allows.
            (self.home / "config/pixscout").mkdir(parents=True)
            (self.home / "config/pixscout/window").write_text("1216 860 grid\n")
        env = dict(os.environ, PIXABAY_API_KEY=KEY, UNSPLASH_ACCESS_KEY=KEY, PEXELS_API_KEY=KEY,
                   PIXSCOUT_EVENT_LOG=str(self.log), PIXSCOUT_MEASURE_STALLS="1",
                   XDG_CONFIG_HOME=str(self.home / "config"), XDG_CACHE_HOME=str(self.home / "cache"),
                   XDG_DATA_HOME=str(self.home / "data"), NO_AT_BRIDGE="1", **DISPLAY_ENVIRONMENT)
        command = [str(ROOT / ".build/release/pixscout"), *(arguments or ("--api-url", server.api))]
        self.process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.wait_for(lambda e: e.kind == "window-shown")
        if WAYLAND_SOCKET:
            # Weston has X's keyboard focus for good (scripts/with-weston) and gives its own to
            # the window as it shows.
            self.wait_for(lambda e: e.kind == "window" and e.change == "active" and e.title == "Pixscout")
        else:
            window = run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Pixscout$"]).split()[0]
            run(["xdotool", "windowfocus", "--sync", window])

    def events(self):
        """The events logged so far, typed (probe_events), the list kept here (read it, never
        change it). Only what
        was appended since the last call is read, and nothing is copied: the bench polls this
        every 10 ms, and parsing the whole log each time took a core's time from the app it
        measures."""
        if not self.log.exists():
            return []
        with self.log.open("rb") as log:
            log.seek(self.read_bytes)
            appended = log.read()
        complete = appended.rfind(b"\n") + 1
        self.read_bytes += complete
        for line in appended[:complete].decode().splitlines():
            if " " in line:
                stamp, event = line.split(" ", 1)
                self.logged.append((int(stamp), read(event) or UnreadLine(event)))
        return self.logged

    def wait_for(self, matches, timeout=60, after=0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for stamp, event in self.events()[after:]:
                if matches(event):
                    return stamp
            time.sleep(0.01)
        seen = "; ".join(event.text for _, event in self.events()[after:][-8:]) or "nothing"
        raise TimeoutError(f"the app did not show what the benchmark waited for; it showed: {seen}")

    def settle(self, quiet=0.5, timeout=10):
        """Waits for the app to go quiet: nothing logged (no stall, no change on screen) for
        `quiet` seconds, so that what a dialog does as it opens is not taken for what follows."""
        deadline = time.monotonic() + timeout
        seen, since = len(self.events()), time.monotonic()
        while time.monotonic() < deadline and time.monotonic() - since < quiet:
            time.sleep(0.05)
            if (count := len(self.events())) != seen:
                seen, since = count, time.monotonic()

    def focus_window(self, title):
        """Waits for the app's window titled `title` to show, and for it to have the keyboard:
        given it where there is no window manager, as weston gives it on Wayland."""
        if WAYLAND_SOCKET:
            self.wait_for(lambda e: e.kind == "window" and e.change == "active" and e.title == title)
            return
        window = run(["xdotool", "search", "--sync", "--onlyvisible", "--name", f"^{re.escape(title)}$"]).split()[0]
        run(["xdotool", "windowfocus", "--sync", window])

    def keys(self, *keys, delay=0):
        run(["xdotool", "key", "--delay", str(delay), *keys])

    def search(self, query):
        """Types `query` into the entry and presses Enter; returns (Enter, first rows) stamps."""
        self.keys("ctrl+f", "ctrl+a", "BackSpace")
        if query:
            run(["xdotool", "type", "--delay", "0", query])
        mark = len(self.events())
        self.keys("Return")
        start = self.wait_for(lambda e: e.kind == "status" and e.state == "searching", after=mark)
        rows = self.wait_for(lambda e: e.kind == "rows" and e.count > 0, after=mark)
        return start, rows, mark

    def page_to(self, total):
        """End, again and again, until `total` rows are in; each End waits for its page."""
        self.keys("Down")
        for _ in range(total // 20 + 20):
            loaded = [e.count for _, e in self.events() if e.kind == "rows"]
            if loaded and loaded[-1] == total:
                return
            mark = len(self.events())
            self.keys("End")
            try:
                self.wait_for(lambda e: e.kind == "rows", timeout=3, after=mark)
            except TimeoutError:
                pass
        shown = [e.text for _, e in self.events() if e.kind in ("rows", "selected", "loading-more", "visible-rows")]
        raise TimeoutError(f"paging never reached {total} rows; last: {shown[-6:]}")

    def stalls(self, since):
        """The stall events logged since event `since`."""
        return [e for _, e in self.events()[since:] if e.kind == "stall"]

    def rss_megabytes(self, field="VmRSS"):
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith(f"{field}:"):
                return int(line.split()[1]) / 1024
        return 0.0

    def close(self):
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.home, ignore_errors=True)
        self.log.unlink(missing_ok=True)
