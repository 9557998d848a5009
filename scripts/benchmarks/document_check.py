"""`pixscout credits --check` on a document of DOCUMENT_PICTURES pictures of about 2 MB, each with
its credit in XMP, beside exiftool reading the same pictures unpacked, in turn; and adding the
credits to a copy of a presentation of as many pictures, beside checking it."""
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


def make_presentation(folder, picture):
    """An OpenDocument presentation of DOCUMENT_PICTURES slides, a picture on each, stored as
    LibreOffice stores an ODF document's pictures."""
    office = "urn:oasis:names:tc:opendocument:xmlns"
    namespaces = (f'xmlns:office="{office}:office:1.0" xmlns:draw="{office}:drawing:1.0" '
                  f'xmlns:svg="{office}:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink"')
    pages = "".join(f'<draw:page draw:name="Slide {index}" draw:master-page-name="Default"><draw:frame svg:x="2cm" '
                    f'svg:y="2cm" svg:width="20cm" svg:height="12cm"><draw:image xlink:href="Pictures/{index}.jpg"/>'
                    '</draw:frame></draw:page>' for index in range(DOCUMENT_PICTURES))
    deck = folder / "slides.odp"
    with zipfile.ZipFile(deck, "w", zipfile.ZIP_DEFLATED) as odp:
        odp.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.presentation",
                     compress_type=zipfile.ZIP_STORED)
        odp.writestr("content.xml", f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {namespaces}>'
                     f'<office:body><office:presentation>{pages}</office:presentation></office:body>'
                     '</office:document-content>')
        for index in range(DOCUMENT_PICTURES):
            odp.write(picture, f"Pictures/{index}.jpg", compress_type=zipfile.ZIP_STORED)
    return deck


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
        deck = make_presentation(folder, unpacked / "0.jpg")
        copy = folder / "slides (credits).odp"
        pixscout, exiftool, peaks, deck_checks, additions, copies = [], [], [], [], [], []
        binary = str(ROOT / ".build/release/pixscout")
        for _ in range(runs):
            took, peak = timed([binary, "credits", "--check", str(document), "--offline"], env)
            pixscout.append(took)
            peaks.append(peak)
            exiftool.append(timed(["exiftool", "-XMP-cc:all", str(unpacked)])[0])
            deck_checks.append(timed([binary, "credits", "--check", str(deck)], env)[0])
            copy.unlink(missing_ok=True)
            additions.append(timed([binary, "credits", "--check", str(deck), "--add-credits"], env)[0])
            # The floor of writing a copy at all: every byte written and, in a zip, checksummed.
            copies.append(timed(["cp", str(deck), str(copy)])[0])
        return {"check_pixscout_ms": statistics.median(pixscout), "check_exiftool_ms": statistics.median(exiftool),
                "check_peak_mb": max(peaks), "check_picture_mb": picture_bytes / 1e6,
                "check_deck_ms": statistics.median(deck_checks), "add_credits_ms": statistics.median(additions),
                "copy_deck_ms": statistics.median(copies), "deck_mb": deck.stat().st_size / 1e6}
    finally:
        shutil.rmtree(folder, ignore_errors=True)
