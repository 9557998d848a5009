"""The app's probe events as typed values, read as Swift's `ProbeEvent(text:)` reads them
(Sources/PixscoutProbe): the bench asks an event its kind and fields, never a line its prefix.
`ProbeEventTests` runs this module on every event's text and checks that each reads back into
its kind and, written again from its fields, into the same line.

    python3 -m benchmarks.probe_events < LINES    (in scripts/: "KIND<TAB>TEXT" or "none" a line)
"""
import re
import sys

WIDGETS = ("header", "credit", "retry", "tags", "follow-ups", "suggestion", "offered-words", "clear-filters",
           "toast", "toast-action", "detail-actions")
RECTANGLE = [("int", "x"), ("int", "y"), ("int", "width"), ("int", "height")]
TEXT = [("rest", "message")]
QUERY = [("quoted", "query")]
# A detail's title may hold anything, its separator too: the three last fields are taken from the end.
DETAIL = ("title", "counts", "license", "source")

# Each kind's words after its name; a dict chooses by the next word (kept as `state`), its None
# entry for any other word, which is then not passed over.
FORMATS = {
    "window-shown": [], "context-menu": [], "open-failed": [], "barrier": [],
    "window": [("one-of", "change", ("shown", "hidden", "active")), ("rest", "title")],
    "rows": [("int", "count")], "selected": [("int", "count")], "tiles": [("int", "size")],
    "loading-more": [("choice", "loading", "true", "false")],
    "visible-rows": [("int", "first"), ("int", "last")],
    "previews-shown": [("int", "count"), ("size", "size"), ("literal", "row"), ("int", "row")],
    "results-layout": [("rest", "layout")],
    "status": {"idle": [], "searching": QUERY, "no-results": QUERY, "failed": QUERY,
               "results": [("int", "count"), ("optional-int", "total"), ("quoted", "query")]},
    "summary": TEXT, "attribution": TEXT, "suggestion": TEXT, "banner": TEXT, "notice": TEXT, "fit": TEXT,
    "clipboard-text": TEXT, "check-problem": TEXT, "opened": [("rest", "url")], "mode": [("rest", "mode")],
    "detail": [("word", "id"), ("detail", DETAIL)],
    "checked-picture": [("word", "verdict"), ("word", "licence"), ("rest", "place")],
    "detail-image": [("rest", "id")], "shelf": [("rest", "id")],
    "detail-pane": [("choice", "shown", "shown", "hidden")],
    "pane-width": [("int", "width"), ("literal", "handle"), ("int", "handle_x")],
    "save": {"idle": [], "saving": [("optional-float2", "fraction")], "saved": [("quoted", "path")],
             "failed": [("quoted", "message")]},
    "quick-look": {"closed": [], None: [("int", "index"), ("rest", "title")]},
    "quick-look-image": [("int", "index"), ("size", "size")], "quick-look-broken": [("int", "index")],
    "clipboard-image": [("size", "size")],
    "wallpaper": [("word", "outcome"), ("rest", "path")],
    "drag-begin": [("rest", "link")], "drag-delivered": [("rest", "path")],
    "drag-file": {"none": [], None: [("rest", "path")]},
    "library": {"opening": [], "loading": [], "failed": [], "unavailable": [], "shown": [("int", "count")]},
    "folder-save": {"done": [], None: [("float2", "fraction")]},
    "library-attached": [("choice", "opened", "open", "unavailable")],
    "color-scheme": [("choice", "dark", "dark", "light")],
    "row-bounds": [("int", "index")] + RECTANGLE, "bounds": RECTANGLE,
    "stall": [("float1", "milliseconds"), ("literal", "ran"), ("optional-float1", "ran"), ("literal", "waited"),
              ("optional-float1", "waited")],
    "search-provider": [("literal", "exported")],
    "saved-key": [("choice", "found", "found", "none"), ("flag", "keyring_silent")],
}


class UnreadLine:
    """A line this reader does not know (the app newer than the bench): nothing matches it."""
    kind = None

    def __init__(self, text):
        self.text = text


class ProbeEvent:
    """One event: its `kind` (ProbeEventKind's raw value) and its fields as attributes."""

    def __init__(self, kind, fields):
        self.kind = kind
        self.fields = fields

    def __getattr__(self, name):
        try:
            return self.__dict__["fields"][name]
        except KeyError:
            raise AttributeError(name) from None

    @property
    def text(self):
        """The line Swift writes for this event."""
        name = f"{self.fields['widget']}-bounds" if self.kind == "bounds" else self.kind
        words = [name]
        parts = FORMATS[self.kind]
        if isinstance(parts, dict):
            state = self.fields.get("state")
            if state is not None:
                words.append(state)
            parts = parts[state]
        for part in parts:
            written = write(part, self.fields)
            if written is not None:
                words.append(written)
        return " ".join(words)

    def __repr__(self):
        return self.text


def write(part, fields):
    """The words of one field, or None for a flag that is off."""
    shape = part[0]
    if shape == "detail":
        return " | ".join(fields[name] for name in DETAIL)
    value = fields.get(part[1])
    if shape == "int":
        return str(value)
    if shape in ("optional-int", "optional-float1", "optional-float2"):
        return "-" if value is None else write((shape[len("optional-"):], "value"), {"value": value})
    if shape == "float1":
        return "%.1f" % value
    if shape == "float2":
        return "%.2f" % value
    if shape == "size":
        return f"{value[0]}x{value[1]}"
    if shape == "quoted":
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if shape == "choice":
        return part[2] if value else part[3]
    if shape == "literal":
        return part[1]
    if shape == "flag":
        return "keyring-silent" if value else None
    return value


class Words:
    """The rest of a line, read a word at a time as Swift's ProbeText reads it."""

    def __init__(self, text):
        self.remaining = text

    def word(self):
        word, _, self.remaining = self.remaining.partition(" ")
        return word

    def peek(self):
        return self.remaining.partition(" ")[0]

    def rest(self):
        rest, self.remaining = self.remaining, ""
        return rest

    def quoted(self):
        if not self.remaining.startswith('"'):
            return None
        match = re.match(r'"((?:[^"\\]|\\.)*)"', self.remaining, re.S)
        if not match:
            return None
        self.remaining = self.remaining[match.end():].lstrip(" ")
        return re.sub(r"\\(.)", r"\1", match.group(1), flags=re.S)


def number(word, kind):
    """`word` as an int or float, or None when it is not one."""
    if kind is int:
        return int(word) if re.fullmatch(r"[+-]?[0-9]+", word) else None
    try:
        return float(word) if word.strip() == word and word else None
    except ValueError:
        return None


def read_part(part, words):
    """One field's value, or (None, False) when the words are not it."""
    shape = part[0]
    if shape in ("int", "float1", "float2"):
        value = number(words.word(), int if shape == "int" else float)
        return value, value is not None
    if shape in ("optional-int", "optional-float1", "optional-float2"):
        word = words.word()
        value = None if word == "-" else number(word, int if shape == "optional-int" else float)
        return value, word == "-" or value is not None
    if shape == "size":
        match = re.fullmatch(r"([+-]?[0-9]+)x([+-]?[0-9]+)", words.word())
        return (int(match.group(1)), int(match.group(2))) if match else None, match is not None
    if shape == "quoted":
        value = words.quoted()
        return value, value is not None
    if shape == "choice":
        word = words.word()
        return word == part[2], word in part[2:]
    if shape == "one-of":
        word = words.word()
        return word, word in part[2]
    if shape == "literal":
        return None, words.word() == part[1]
    if shape == "flag":
        return not (words.remaining == "" or words.word() != "keyring-silent"), True
    if shape == "detail":
        fields = words.rest().split(" | ")
        return (" | ".join(fields[:-3]), *fields[-3:]), len(fields) >= 4
    return (words.word() if shape == "word" else words.rest()), True


def read(line):
    """The event whose text is `line`; None for a line no event writes."""
    words = Words(line)
    name = words.word()
    kind, fields = name, {}
    if name not in FORMATS and name.endswith("-bounds") and name[:-len("-bounds")] in WIDGETS:
        kind, fields = "bounds", {"widget": name[:-len("-bounds")]}
    parts = FORMATS.get(kind)
    if parts is None or kind == "bounds" and "widget" not in fields:
        return None
    if isinstance(parts, dict):
        state = words.peek() if words.peek() in parts else None
        if state is not None:
            words.word()
        if state not in parts:
            return None
        fields["state"], parts = state, parts[state]
    for part in parts:
        value, ok = read_part(part, words)
        if not ok:
            return None
        if part[0] == "detail":
            fields.update(zip(DETAIL, value))
        elif part[0] != "literal":
            fields[part[1]] = value
    return ProbeEvent(kind, fields) if words.remaining == "" else None


if __name__ == "__main__":
    for given in sys.stdin.read().split("\n")[:-1]:
        event = read(given)
        print(f"{event.kind}\t{event.text}" if event else "none")
