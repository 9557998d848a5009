"""Fit's figures: one picture beside vipsthumbnail, and a batch's stall and memory."""
import statistics
import time

from .common import FIT_BATCH, FIT_HEIGHT, FIT_WIDTH, FixtureServer, QUERY_A, ROOT, bench_tool, run
from .measuring import longest_stall
from .running_app import RunningApp


def make_camera_picture(folder):
    """A camera's picture: 6000 by 4003 pixels, 24 megapixels, a bundled picture enlarged."""
    picture = folder / "camera.jpg"
    run(["vips", "resize", str(ROOT / "data/webformat/0001.jpg"), f"{picture}[Q=90]", "9.375"])
    return picture


def fit_figures(picture, runs):
    """The picture made a Full HD slide around its subject: Pixscout's fit (the first of a fresh
    process, libvips opened and started) beside `vipsthumbnail --smartcrop attention`, in turn."""
    pixscout, vipsthumbnail = [], []
    output = picture.parent / "vipsthumbnail.jpg"
    for _ in range(runs):
        pixscout.append(bench_tool("fit", str(picture), str(FIT_WIDTH), str(FIT_HEIGHT))["fit_ms"])
        start = time.monotonic()
        run(["vipsthumbnail", str(picture), "--smartcrop", "attention", "--size", f"{FIT_WIDTH}x{FIT_HEIGHT}",
             "-o", f"{output}[Q=85]"])
        vipsthumbnail.append((time.monotonic() - start) * 1000)
    return {"fit_pixscout_ms": statistics.median(pixscout), "fit_vipsthumbnail_ms": statistics.median(vipsthumbnail)}


def fit_batch_window(picture):
    """FIT_BATCH results fitted to a slide and saved to a folder, each from the camera's picture:
    the main loop's longest stall from the folder chosen to the notice, and the most memory the
    app held."""
    with FixtureServer("--large-file", str(picture)) as server:
        app = RunningApp(server, pictures=True)
        try:
            app.search(QUERY_A)
            app.keys("Down", *["shift+Down"] * (FIT_BATCH - 1), delay=30)
            app.wait_for(lambda e: e.kind == "selected" and e.count == FIT_BATCH)
            mark = len(app.events())
            app.keys("ctrl+shift+f")
            app.wait_for(lambda e: e.kind == "fit" and e.message.startswith("ready"), after=mark)
            app.focus_window(f"Fit {FIT_BATCH} Images")
            app.keys("alt+d")
            app.focus_window(f"Save {FIT_BATCH} Fitted Images to a Folder")
            # The folder chooser fills its list and draws itself first: not part of fitting.
            app.settle()
            phase = len(app.events())
            app.keys("Return")
            app.wait_for(lambda e: e.kind == "notice" and e.message.startswith(f"{FIT_BATCH} images saved"),
                         timeout=300, after=phase)
            return {**longest_stall("longest_stall_fit_batch_ms", app.stalls(phase)),
                    "peak_rss_fit_batch_mb": app.rss_megabytes("VmHWM")}
        finally:
            app.close()
