"""The scan's findings as a table grouped by the v2 workflow that replaces them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import groupby
from typing import TYPE_CHECKING

from rich.text import Text
from textual.message import Message
from textual.widgets import DataTable

from callbridge.tui.state import Mark

if TYPE_CHECKING:
    from callbridge.scanner import Finding

GROUP_PREFIX = "group:"
_MARK_CELLS = {
    None: Text("·", style="yellow"),
    Mark.DONE: Text("✓", style="green"),
    Mark.IGNORED: Text("–", style="dim"),
}


def group_by_workflow(findings: Iterable[Finding]) -> list[tuple[str, list[Finding]]]:
    """Groups in order of first appearance after sorting by workflow, path and line."""
    ordered = sorted(findings, key=lambda f: (f.v2_workflow, str(f.path), f.line, f.column))
    return [
        (workflow, list(items)) for workflow, items in groupby(ordered, lambda f: f.v2_workflow)
    ]


class FindingsTable(DataTable[Text | str]):
    HELP = """
## Findings
One row per v1 habit found, under a heading row naming the v2 workflow that replaces it.

- **d** marks the finding (or every finding of a heading row) as done
- **i** ignores it for this session, **u** clears the mark
- the pane below shows the code around it and what to do instead
"""

    class Selected(Message):
        """The highlighted row changed: a finding, or a workflow heading (finding None)."""

        def __init__(self, finding: Finding | None, workflow: str | None) -> None:
            super().__init__()
            self.finding = finding
            self.workflow = workflow

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=False)
        self._rows: dict[str, Finding] = {}
        self._groups: dict[str, list[Finding]] = {}

    def on_mount(self) -> None:
        self.add_column(" ", key="mark", width=1)
        self.add_column("where", key="where", width=38)
        self.add_column("rule", key="rule", width=20)
        self.add_column("sev", key="severity", width=7)

    def show(self, findings: Sequence[Finding], marks: dict[str, Mark]) -> None:
        keep = self.cursor_row
        self.clear()
        self._rows.clear()
        self._groups.clear()
        for workflow, items in group_by_workflow(findings):
            key = GROUP_PREFIX + workflow
            self._groups[key] = items
            left = sum(1 for f in items if f.fingerprint not in marks)
            heading = Text(
                f"{left}/{len(items)} {workflow}", style="bold", no_wrap=True, overflow="ellipsis"
            )
            self.add_row("", heading, "", "", key=key)
            for finding in items:
                self._rows[finding.fingerprint] = finding
                self.add_row(  # Text, not str: a path like pages/[slug].js is no markup
                    _MARK_CELLS[marks.get(finding.fingerprint)],
                    Text(f"  {finding.path}:{finding.line}"),
                    Text(finding.rule_id),
                    Text(str(finding.severity)),
                    key=finding.fingerprint,
                )
        if self.row_count:
            self.move_cursor(row=min(keep, self.row_count - 1))

    def current(self) -> tuple[list[Finding], str | None]:
        """The findings under the cursor: one, or all of a heading's group."""
        if not self.row_count:
            return [], None
        key = self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value or ""
        if key in self._groups:
            return list(self._groups[key]), key.removeprefix(GROUP_PREFIX)
        finding = self._rows.get(key)
        return ([finding], finding.v2_workflow) if finding is not None else ([], None)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        key = event.row_key.value or ""
        if key in self._groups:
            self.post_message(self.Selected(None, key.removeprefix(GROUP_PREFIX)))
        elif key in self._rows:
            finding = self._rows[key]
            self.post_message(self.Selected(finding, finding.v2_workflow))
