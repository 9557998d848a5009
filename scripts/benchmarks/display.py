"""The figures that depend on the display: windows, start-up and a Fit batch, on X11 (Xvfb) or,
inside scripts/with-weston, on Wayland."""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from .common import ROOT
from .fit import fit_batch_window
from .measuring import Figures, attempt, medians
from .startup import startup_figures
from .windows import commons_window, first_rows_by_site, in_grid, library_window, pixabay_window


def display_figures(server, library, picture, runs):
    """Every window part `runs` times, then start-up and the Fit batch. A part that fails twice
    leaves its figures out of that run; the others are measured all the same."""
    parts = (
        ("the Pixabay window", lambda: pixabay_window(server)),
        ("the Commons window", lambda: commons_window(server)),
        ("the library window", lambda: library_window(server, library)),
        ("the first rows of each site", first_rows_by_site),
        ("the Pixabay grid", lambda: in_grid(pixabay_window(server, grid=True))),
        ("the Commons grid", lambda: in_grid(commons_window(server, grid=True))),
    )
    windows = []
    for _ in range(runs):
        run = {}
        for name, part in parts:
            run.update(attempt(name, part))
        windows.append(run)
    batches = [attempt("the Fit batch", lambda: fit_batch_window(picture)) for _ in range(runs)]
    return Figures({**medians(windows), "window_runs": windows, **attempt("start-up", lambda: startup_figures(
        server, runs, library), tries=1), **medians(batches), "fit_runs": batches})


def wayland_figures(runs, library, picture):
    """The display's figures again with the apps Wayland clients of weston: this bench run in
    scripts/with-weston, its figures read back from a file. None if weston could not run.
    Weston draws with its GL renderer, which gives each frame's buffer back at once as GNOME's
    mutter does (scripts/with-weston says why the tests keep pixman's)."""
    with tempfile.TemporaryDirectory(prefix="pixscout-bench-wayland-") as folder:
        out = Path(folder) / "figures.json"
        leg = subprocess.run([str(ROOT / "scripts/with-weston"), "--gl", sys.executable, str(ROOT / "scripts/bench"),
                              "--runs", str(runs), "--wayland-leg", str(out), "--library", str(library),
                              "--picture", str(picture)])
        if leg.returncode or not out.exists():
            print(f"bench: the Wayland leg ended with status {leg.returncode}; its column is empty", file=sys.stderr)
            return None
        return Figures(json.loads(out.read_text()))
