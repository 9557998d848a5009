"""The figures of windows searching, scrolling, paging and starring, in the list and the grid."""
import statistics
import time

from .common import (
    FIRST_ROWS_QUERIES, KEY, LARGE_RESULTS, LIBRARY_IMAGES, LIBRARY_VIEWED, QUERY_A, QUERY_B, STARS, FixtureServer,
    bench_tool,
)
from .measuring import longest_stall
from .running_app import RunningApp


def make_library(server, folder):
    """A library of LIBRARY_IMAGES starred images and LIBRARY_VIEWED others looked at, each
    with its thumbnail, written once by pixscout-bench."""
    file = folder / "library.sqlite"
    made = bench_tool("library", server.api, KEY, str(file), str(LIBRARY_IMAGES), str(LIBRARY_VIEWED))
    return file, made


def library_window(server, library):
    """With LIBRARY_IMAGES starred: a fresh search's first rows, then the Library view's first
    rows (Starred, from the database), then stars set and cleared row by row."""
    app = RunningApp(server, library=library)
    try:
        app.wait_for(lambda e: e.kind == "library-attached" and e.opened)
        start, rows, _ = app.search(QUERY_A)
        mark = len(app.events())
        app.keys("alt+2")
        shown = app.wait_for(lambda e: e.kind == "mode" and e.mode == "library", after=mark)
        shelf = app.wait_for(lambda e: e.kind == "rows" and e.count > 0, after=mark)
        back = len(app.events())
        app.keys("alt+1")
        app.wait_for(lambda e: e.kind == "mode" and e.mode == "search", after=back)
        # The search's rows are back before a key can select one of them.
        app.wait_for(lambda e: e.kind == "rows" and e.count > 0, after=back)
        # The first selection fills the detail pane (its own figure above): not starring's. Down
        # in the search field goes to the results and selects the first; a selection the switch
        # kept counts too, and a key that came too soon is pressed again.
        for attempt in range(3):
            app.keys("ctrl+f", "Down")
            try:
                app.wait_for(lambda e: e.kind == "detail", after=mark, timeout=10 if attempt < 2 else 60)
                break
            except TimeoutError:
                if attempt == 2:
                    raise
        time.sleep(0.5)
        phase = len(app.events())
        for _ in range(STARS):
            app.keys("ctrl+d", "ctrl+d", "Down", delay=60)
        time.sleep(1)
        stalls = app.stalls(phase)
        return {
            "rows_after_enter_library_window_ms": rows - start, "library_first_rows_ms": shelf - shown,
            **longest_stall("longest_stall_starring_ms", stalls),
        }
    finally:
        app.close()


def visible_thumbnails_ms(app, start, mark):
    """From Enter until every row on the first screen shows its thumbnail: the rows visible
    when the first thumbnail is painted, so that a layout between the rows and the pictures
    (a new width) counts. The first layout's rows once counted 8 of the grid's 25 tiles."""
    app.wait_for(lambda e: e.kind == "visible-rows", after=mark)
    # On a busy machine the first thumbnail may take longer than the screen's take after it:
    # a slow one is a slow figure, not a part that fails.
    app.wait_for(lambda e: e.kind == "previews-shown", after=mark)
    time.sleep(1.0)
    events = app.events()[mark:]
    shown = {}
    for stamp, event in events:
        if event.kind == "previews-shown":
            shown.setdefault(event.row, stamp)
    painted = min(shown.values())
    screens = [(stamp, e) for stamp, e in events if e.kind == "visible-rows"]
    # A thumbnail painted before the view first named its rows leaves the first screen named.
    visible = next((e for stamp, e in reversed(screens) if stamp <= painted), screens[0][1])
    wanted = set(range(visible.first, visible.last + 1))
    return max(shown[row] for row in wanted if row in shown) - start, painted - start, len(wanted)


def in_grid(figures):
    """The same figures, measured in the grid."""
    return {f"{key}_grid": value for key, value in figures.items()}


def pixabay_window(server, grid=False):
    """Enter to rows and thumbnails; then 500 results paged in and scrolled back through."""
    app = RunningApp(server, grid=grid)
    try:
        if grid:
            # The whole width for tiles: a first screen of about 24.
            app.keys("F9")
            app.wait_for(lambda e: e.kind == "detail-pane" and not e.shown)
        start, rows, mark = app.search(QUERY_A)
        thumbnails, first, visible = visible_thumbnails_ms(app, start, mark)
        phase, began = len(app.events()), time.monotonic()
        app.search("")
        app.page_to(500)
        app.keys(*["Page_Up"] * 110, delay=30)
        time.sleep(2)
        stalls = app.stalls(phase)
        loaded = len({e.row for _, e in app.events()[phase:] if e.kind == "previews-shown"})
        # The machine's own floor: the same window left alone for as long.
        idle = len(app.events())
        time.sleep(time.monotonic() - began)
        idle_stalls = app.stalls(idle)
        return {
            "enter_to_rows_ms": rows - start, "enter_to_first_thumbnail_ms": first,
            "enter_to_visible_thumbnails_ms": thumbnails, "visible_rows": visible,
            **longest_stall("longest_stall_500_ms", stalls),
            "stalls_over_16ms_500": sum(1 for s in stalls if s.milliseconds > 16),
            "rss_500_mb": app.rss_megabytes(), "thumbnails_loaded_500": loaded,
            **longest_stall("longest_stall_idle_ms", idle_stalls),
        }
    finally:
        app.close()


def first_rows_by_site():
    """Enter to first rows in each site alone and in All sites, the median of a few
    queries, each in a fresh window (no cached answers, and no late answer to an earlier
    query taken for the rows of the next). Each site is served by a fixture server of its
    own, as they are five services on five hosts: one Python process serving them all made
    All sites' requests wait for one another's answers under its one interpreter lock."""
    with FixtureServer() as openverse, FixtureServer() as commons, FixtureServer() as pixabay, \
            FixtureServer() as unsplash, FixtureServer() as pexels:
        urls = {"openverse": openverse.api.replace("/api/", "/v1/images/"),
                "commons": commons.api.replace("/api/", "/w/api.php"), "pixabay": pixabay.api,
                "unsplash": unsplash.api.replace("/api/", "/unsplash/search/photos"),
                "pexels": pexels.api.replace("/api/", "/pexels/v1/search")}
        named = [argument for name, url in urls.items() for argument in ("--api-url", f"{name}={url}")]
        figures = {}
        for site in ("openverse", "commons", "pixabay", "unsplash", "pexels", "all"):
            times = []
            for query in FIRST_ROWS_QUERIES:
                app = RunningApp(pixabay, "--site", site, *named)
                try:
                    start, rows, _ = app.search(query)
                    times.append(rows - start)
                finally:
                    app.close()
            figures[f"first_rows_{site}_ms"] = statistics.median(times)
        return figures


def commons_window(server, grid=False):
    """5,000 results in the Commons format: paged in and scrolled back as at 500 results (the
    stalls), then flown through end to end and back (the memory), then a new search."""
    app = RunningApp(server, "--site", "commons", "--api-url", server.api.replace("/api/", "/w/api.php"), grid=grid)
    try:
        fresh_start, fresh_rows, _ = app.search(QUERY_B)
        phase = len(app.events())
        app.search("")
        app.page_to(LARGE_RESULTS)
        app.keys(*["Page_Up"] * 110, delay=30)
        time.sleep(2)
        stalls = app.stalls(phase)
        pages = LARGE_RESULTS // 5
        app.keys("Home")
        app.keys(*["Page_Down"] * pages, delay=8)
        app.keys(*["Page_Up"] * pages, delay=8)
        time.sleep(2)
        rss = app.rss_megabytes()
        loaded_start, loaded_rows, _ = app.search(QUERY_B)
        return {
            **longest_stall("longest_stall_5000_ms", stalls),
            "stalls_over_16ms_5000": sum(1 for s in stalls if s.milliseconds > 16),
            "rss_5000_mb": rss, "rows_after_enter_fresh_ms": fresh_rows - fresh_start,
            "rows_after_enter_over_5000_ms": loaded_rows - loaded_start,
        }
    finally:
        app.close()
