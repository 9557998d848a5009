"""What every part of the bench shares: its sizes, the fixture server, small tools."""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent.parent


# Set inside scripts/with-weston: the apps measured are then Wayland clients of weston.
WAYLAND_SOCKET = os.environ.get("PIXSCOUT_TEST_WAYLAND_DISPLAY")


# What an app's environment takes to draw on the display measured.
DISPLAY_ENVIRONMENT = ({"GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": WAYLAND_SOCKET} if WAYLAND_SOCKET
                       else {"GDK_BACKEND": "x11"})


LATENCY_MS = 40


KEY = "bench-key"


# 79 copies of the catalog: 200+ results for each session query, 500 for Pixabay's empty
# query, and 5,056 for the empty query in the Commons format, which pages past 500.
COPIES = 79


LARGE_RESULTS = 5000


# The longest the main loop may be stalled while results scroll: one frame at 120 Hz.
FRAME_MS = 8.3


QUERY_A, QUERY_B = "abstract", "tiles"


# Each asked once of a fresh window of each site, for its first rows.
FIRST_ROWS_QUERIES = ("blue", "green", "sky")


LIBRARY_IMAGES = 10_000


# Images looked at one by one, as History keeps them with their thumbnails.
LIBRARY_VIEWED = 10_000


# Rows starred and unstarred again in the starring stall figure.
STARS = 15


# Fit: a camera's picture (24 megapixels) made a Full HD slide, alone and ten at a time.
FIT_WIDTH, FIT_HEIGHT = 1920, 1080


FIT_BATCH = 10


def run(command, **kwargs):
    return subprocess.run(command, check=True, text=True, capture_output=True, **kwargs).stdout


def ensure_tools():
    subprocess.run([str(ROOT / "scripts/install-dependencies")], check=True)
    tools = (("eog", "eog"), ("curl", "curl"), ("libvips-tools", "vipsthumbnail"), ("x11-utils", "xev"), ("gcc", "cc"),
             ("pkg-config", "pkg-config"))
    missing = [package for package, tool in tools if shutil.which(tool) is None]
    if missing:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        if subprocess.run(["apt-get", "install", "-y", "-q", *missing], env=env, capture_output=True).returncode:
            subprocess.run(["apt-get", "update", "-q"], env=env, capture_output=True)
            subprocess.run(["apt-get", "install", "-y", "-q", *missing], env=env, check=True, capture_output=True)


class FixtureServer:
    def __init__(self, *arguments):
        self.arguments = arguments

    def __enter__(self):
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "scripts/serve-fixtures"), "--latency-ms", str(LATENCY_MS),
             "--copies", str(COPIES), "--key", KEY, *self.arguments],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.api = self.process.stdout.readline().strip()
        return self

    def __exit__(self, *_):
        self.process.terminate()
        self.process.wait()

    def preview_urls(self, query):
        url = f"{self.api}?key={KEY}&q={urllib.parse.quote(query)}&per_page=200&safesearch=true"
        with urllib.request.urlopen(url) as response:
            return [hit["previewURL"] for hit in json.load(response)["hits"]]


def round_trip_ms(url, runs):
    """The median time curl takes for one GET of `url` on a fresh connection."""
    times = [float(run(["curl", "--silent", "--output", "/dev/null", "--write-out", "%{time_total}", url])) * 1000
             for _ in range(runs)]
    return statistics.median(times)


def cpu_times():
    """The machine's CPU time so far, from /proc/stat: (busy, stolen by the hypervisor)."""
    user, nice, system, _idle, _iowait, irq, softirq, steal = map(int, Path("/proc/stat").read_text().split()[1:9])
    return user + nice + system + irq + softirq + steal, steal


def bench_tool(*arguments):
    return json.loads(run([str(ROOT / ".build/release/pixscout-bench"), *arguments]))


def median_of(runs, key):
    return statistics.median(run[key] for run in runs)


def curl_fetch(urls):
    with tempfile.NamedTemporaryFile("w", suffix=".curl") as config:
        config.write("".join(f'url = "{url}"\noutput = "/dev/null"\n' for url in urls))
        config.flush()
        start = time.monotonic()
        run(["curl", "--silent", "--parallel", "--parallel-max", "6", "--config", config.name])
        return (time.monotonic() - start) * 1000


def copy_library(library, data_home):
    """A copy of the benchmark's library in `data_home`, where Pixscout looks for one."""
    folder = data_home / "pixscout"
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(library, folder / "library.sqlite")
