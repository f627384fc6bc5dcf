"""The scan's findings as a table grouped by the v2 workflow that replaces them.

Rows are keyed by the session's finding keys (fingerprint plus occurrence), so a v1 line
repeated in one file is two rows, each marked on its own. Marking rewrites only the cells it
changes; the table is rebuilt only for a new scan or a new filter, which keeps it quick with
thousands of findings.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import groupby
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import DataTable
from textual.widgets.data_table import CellDoesNotExist, ColumnKey, RowDoesNotExist

from callbridge.tui.state import Mark

if TYPE_CHECKING:
    from callbridge.scanner import Finding

GROUP_PREFIX = "group:"
RULE_WIDTH_MAX = 40
"""Rule ids are shown whole up to this many characters (the longest built-in one is 32)."""

WHERE_WIDTH_MIN = 60
"""Wide enough for the rest of a workflow heading; a wider screen shows more of it."""
WHERE_WIDTH_MAX = 240
MAX_ROWS = 10_000
"""Findings the table holds at once. Building a table row costs about 0.1 ms, and the table
is rebuilt for each scan and filter: 10,000 rows keep that near a second. Beyond it the
first ones (in table order) are shown, and the summary says how to see the rest."""

_MARK_CELLS = {
    None: Text("·", style="yellow"),
    Mark.DONE: Text("✓", style="green"),
    Mark.IGNORED: Text("–", style="dim"),
}
_SEVERITY_STYLES = {"error": "red", "warning": "yellow", "info": "dim"}

Keyed = tuple[str, "Finding"]


def group_by_workflow(rows: Iterable[Keyed]) -> list[tuple[str, list[Keyed]]]:
    """Groups in order of first appearance after sorting by workflow, path and line."""
    ordered = sorted(
        rows, key=lambda kf: (kf[1].v2_workflow, str(kf[1].path), kf[1].line, kf[1].column)
    )
    return [
        (workflow, list(items))
        for workflow, items in groupby(ordered, lambda kf: kf[1].v2_workflow)
    ]


def matches(finding: Finding, terms: Sequence[str]) -> bool:
    """Every term (lower case) is part of the rule id or the path."""
    haystack = f"{finding.rule_id}\0{finding.path}".lower()
    return all(term in haystack for term in terms)


def where_text(finding: Finding) -> Text:
    """`name:line  folder/`: the file and line first, so a narrow column cuts the folder."""
    folder, _, name = str(finding.path).rpartition("/")
    text = Text(f"{name}:{finding.line}", no_wrap=True, overflow="ellipsis")
    if folder:
        text.append(f"  {folder}/", style="dim")
    return text


class FindingsTable(DataTable[Text | str]):
    HELP = """
## Findings
One row per v1 habit found, under a heading row naming the v2 workflow that replaces it.
The same line twice in a file is two rows.

- **d** marks the finding (or every finding of a heading row) as done
- **i** ignores it for this session, **u** clears the mark
- **/** filters by rule id or path (every word must match)
- **Home**/**End** jump to the first and last row
- the pane below shows the code around it and what to do instead
"""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("home", "scroll_top", "First", show=False),
        Binding("end", "scroll_bottom", "Last", show=False),
    ]

    class Selected(Message):
        """The highlighted row changed: a finding, or a workflow heading (finding None)."""

        def __init__(self, finding: Finding | None, workflow: str | None) -> None:
            super().__init__()
            self.finding = finding
            self.workflow = workflow

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=False)
        self._rows: dict[str, Finding] = {}
        self._groups: dict[str, list[str]] = {}
        self._group_of: dict[str, str] = {}
        self.shown = 0
        """Findings in the table now; `matched` passed the filter (more when capped)."""
        self.matched = 0

    def on_mount(self) -> None:
        self._add_columns(20, 40)

    def _add_columns(self, rule_width: int, where_width: int) -> None:
        """Fixed widths: measuring thousands of cells for an auto width costs a redraw."""
        self.add_column(" ", key="mark", width=1)
        self.add_column("rule", key="rule", width=rule_width)
        self.add_column("where", key="where", width=where_width)

    def show(self, rows: Sequence[Keyed], marks: Mapping[str, Mark], filter_text: str = "") -> None:
        """Rebuild the table from the findings that pass the filter."""
        terms = filter_text.lower().split()
        visible = [(key, f) for key, f in rows if matches(f, terms)] if terms else list(rows)
        self.matched = len(visible)
        if len(visible) > MAX_ROWS:
            visible = [row for _, items in group_by_workflow(visible) for row in items][:MAX_ROWS]
        keep = self.cursor_row
        self.clear(columns=True)
        rule_width = max((len(f.rule_id) for _, f in visible), default=20)
        where_width = max((len(str(f.path)) + 8 for _, f in visible), default=0)
        where_width = min(max(where_width, WHERE_WIDTH_MIN), WHERE_WIDTH_MAX)
        self._add_columns(min(RULE_WIDTH_MAX, max(rule_width, 20)), where_width)
        self._rows.clear()
        self._groups.clear()
        self._group_of.clear()
        self.shown = len(visible)
        for workflow, items in group_by_workflow(visible):
            group = GROUP_PREFIX + workflow
            self._groups[group] = [key for key, _ in items]
            self.add_row("", *self._heading(group, marks), key=group)
            for key, finding in items:
                self._rows[key] = finding
                self._group_of[key] = group
                self.add_row(  # Text, not str: a path like pages/[slug].js is no markup
                    _MARK_CELLS[marks.get(key)],
                    Text(finding.rule_id, style=_SEVERITY_STYLES.get(finding.severity, "")),
                    where_text(finding),
                    key=key,
                )
        if self.row_count:
            self.move_cursor(row=min(keep, self.row_count - 1))

    def _heading(self, group: str, marks: Mapping[str, Mark]) -> tuple[Text, Text]:
        """`left/total workflow`, run on from the rule cell into the where cell (split at a
        space), so a heading row reads as one line across both."""
        keys = self._groups[group]
        left = sum(1 for key in keys if key not in marks)
        heading = f"{left}/{len(keys)} {group.removeprefix(GROUP_PREFIX)}"
        width = self.columns[ColumnKey("rule")].width
        cut = heading.rfind(" ", 0, width + 1) if len(heading) > width else len(heading)
        cut = cut if cut > 0 else width
        head, tail = heading[:cut], heading[cut:].lstrip()
        return (
            Text(head, style="bold", no_wrap=True, overflow="ellipsis"),
            Text(tail, style="bold", no_wrap=True, overflow="ellipsis"),
        )

    def refresh_marks(self, keys: Iterable[str], marks: Mapping[str, Mark]) -> None:
        """Redraw the mark cells of `keys` and the headings of their groups, in place."""
        groups = set()
        for key in keys:
            try:
                self.update_cell(key, "mark", _MARK_CELLS[marks.get(key)])
            except (CellDoesNotExist, RowDoesNotExist):
                continue  # filtered out
            groups.add(self._group_of[key])
        for group in groups:
            head, tail = self._heading(group, marks)
            self.update_cell(group, "rule", head)
            self.update_cell(group, "where", tail)

    def current(self) -> tuple[list[Keyed], str | None]:
        """The findings under the cursor: one, or all of a heading's group (as shown)."""
        if not self.row_count:
            return [], None
        key = self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value or ""
        if key in self._groups:
            items = [(k, self._rows[k]) for k in self._groups[key]]
            return items, key.removeprefix(GROUP_PREFIX)
        finding = self._rows.get(key)
        return ([(key, finding)], finding.v2_workflow) if finding is not None else ([], None)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        key = event.row_key.value or ""
        if key in self._groups:
            self.post_message(self.Selected(None, key.removeprefix(GROUP_PREFIX)))
        elif key in self._rows:
            finding = self._rows[key]
            self.post_message(self.Selected(finding, finding.v2_workflow))
