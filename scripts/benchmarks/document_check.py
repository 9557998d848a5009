"""`pixscout credits --check` on a document of DOCUMENT_PICTURES pictures of about 2 MB, each with
its credit in XMP, beside exiftool reading the same pictures unpacked, in turn."""
import os
import shutil
import statistics
import subprocess
import tempfile
import time
import zipfile
from pathlib import Path

from .common import ROOT, run

DOCUMENT_PICTURES = 100


def make_document(folder):
    """An OpenDocument text holding the pictures (deflated, as office suites store them), and
    the same pictures unpacked beside it. Returns the document, the folder and a picture's size."""
    picture = folder / "picture.jpg"
    run(["convert", str(ROOT / "data/webformat/0001.jpg"), "-resize", "400%", "-attenuate", "0.8", "+noise",
         "Gaussian", "-quality", "92", str(picture)])
    run(["exiftool", "-q", "-overwrite_original", "-XMP-cc:License=https://creativecommons.org/licenses/by-sa/4.0/",
         "-XMP-cc:AttributionName=Ember", "-XMP-dc:Source=https://example.org/photos/green-clouds",
         "-XMP-xmpRights:UsageTerms=“Green clouds” by Ember is licensed under CC BY-SA 4.0.", str(picture)])
    unpacked = folder / "Pictures"
    unpacked.mkdir()
    document = folder / "slides.odt"
    with zipfile.ZipFile(document, "w", zipfile.ZIP_DEFLATED) as odt:
        odt.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        odt.writestr("content.xml", "<office:document-content/>")
        for index in range(DOCUMENT_PICTURES):
            shutil.copyfile(picture, unpacked / f"{index}.jpg")
            odt.write(picture, f"Pictures/{index}.jpg")
    return document, unpacked, picture.stat().st_size


def timed(command, env=None):
    """Milliseconds `command` took, and the most memory it held (MB)."""
    start = time.monotonic()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    took = (time.monotonic() - start) * 1000
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"{command[0]} exited {process.returncode}")
    return took, usage.ru_maxrss / 1024


def document_check_figures(runs):
    folder = Path(tempfile.mkdtemp(prefix="pixscout-bench-document-"))
    try:
        document, unpacked, picture_bytes = make_document(folder)
        # A home of its own: no library, so every picture is known by its credit alone.
        env = dict(os.environ, HOME=str(folder), XDG_DATA_HOME=str(folder / "data"),
                   XDG_CACHE_HOME=str(folder / "cache"), XDG_CONFIG_HOME=str(folder / "config"))
        pixscout, exiftool, peaks = [], [], []
        for _ in range(runs):
            took, peak = timed([str(ROOT / ".build/release/pixscout"), "credits", "--check", str(document),
                                "--offline"], env)
            pixscout.append(took)
            peaks.append(peak)
            exiftool.append(timed(["exiftool", "-XMP-cc:all", str(unpacked)])[0])
        return {"check_pixscout_ms": statistics.median(pixscout), "check_exiftool_ms": statistics.median(exiftool),
                "check_peak_mb": max(peaks), "check_picture_mb": picture_bytes / 1e6}
    finally:
        shutil.rmtree(folder, ignore_errors=True)
