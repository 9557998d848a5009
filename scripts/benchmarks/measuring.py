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


def attempt(name, part, tries=2):
    """`part()`'s figures (a dict), tried again once if it fails; {} and a note on standard error
    if it fails every time."""
    for attempt_number in range(1, tries + 1):
        try:
            return part()
        except Exception as error:  # noqa: BLE001 - any failure of a part is reported, not raised
            last = traceback.format_exception_only(type(error), error)[-1].strip()
            again = "; trying it again" if attempt_number < tries else "; its figures are left out"
            print(f"bench: {name} failed: {last}{again}", file=sys.stderr, flush=True)
    return {}


def medians(runs):
    """The median of each figure over the runs that measured it, and the largest as worst_NAME
    (a run that missed a figure does not count for it)."""
    figures = {}
    for name in {name for run in runs for name in run}:
        values = [run[name] for run in runs if name in run]
        figures[name] = statistics.median(values)
        figures[f"worst_{name}"] = max(values)
    return figures
