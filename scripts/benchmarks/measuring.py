"""Running the bench's parts so that one that fails costs its own figures, never the table."""
import math
import statistics
import sys
import traceback


class Figures(dict):
    """Figures by name; one a failed part never measured reads as NaN, which meets no target
    (the table marks it NO)."""

    def __missing__(self, key):
        return math.nan


# Why each part that fell over did: the table says so beside each figure it left unmeasured.
FAILURES = []


def attempt(name, part, tries=2):
    """`part()`'s figures (a dict), tried again once if it fails; {} and a note on standard error
    (and in FAILURES) if it fails every time."""
    for attempt_number in range(1, tries + 1):
        try:
            return part()
        except Exception as error:  # noqa: BLE001 - any failure of a part is reported, not raised
            last = traceback.format_exception_only(type(error), error)[-1].strip()
            again = "; trying it again" if attempt_number < tries else "; its figures are left out"
            print(f"bench: {name} failed: {last}{again}", file=sys.stderr, flush=True)
    FAILURES.append(f"{name}: {last}")
    return {}


def longest_stall(name, stalls):
    """The longest of `stalls` (probe events) as NAME, in milliseconds (0 for none), with ran_NAME
    and waited_NAME: how long the main thread ran, and waited for a core, from the stall timer's
    turn before it to its own (left out where the kernel did not say). What is left of that time
    it slept, waiting for another process (the display server) or a lock. Named before NAME, as
    worst_NAME is, so that a suffix on every name (windows.in_grid) keeps them together."""
    longest = max(stalls, key=lambda stall: stall.milliseconds, default=None)
    if longest is None:
        return {name: 0.0, f"mostran_{name}": 0.0}
    figures = {name: longest.milliseconds}
    for part in ("ran", "waited"):
        if getattr(longest, part) is not None:
            figures[f"{part}_{name}"] = getattr(longest, part)
    # The app's own work: the most the main thread ran within any one stall, the longest or not.
    # A stall's `ran` is read at the timer's turns, so it covers the interval before the stall
    # began as well (up to 4 ms): within the stall the thread ran at most the stall's length.
    # What it ran over the whole interval stays in the figures as mostspan_NAME.
    spans = [stall for stall in stalls if stall.ran is not None]
    if spans:
        figures[f"mostran_{name}"] = max(min(stall.ran, stall.milliseconds) for stall in spans)
        figures[f"mostspan_{name}"] = max(stall.ran for stall in spans)
    return figures


def medians(runs):
    """The median of each figure over the runs that measured it, and the largest as worst_NAME
    (a run that missed a figure does not count for it)."""
    figures = {}
    for name in {name for run in runs for name in run}:
        values = [run[name] for run in runs if name in run]
        figures[name] = statistics.median(values)
        figures[f"worst_{name}"] = max(values)
    return figures
