"""Step 6: what was found, done and left, exported as the scanner's Markdown report."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Input, Label, Markdown, Static

from callbridge.tui.errors import describe
from callbridge.tui.report import NoScanYet, render_session_report
from callbridge.tui.screens.base import StepScreen
from callbridge.tui.state import SessionState
from callbridge.tui.widgets.field_input import FieldInput

DEFAULT_REPORT_NAME = "migration-report.md"
PREVIEW_MAX_LINES = 60
"""Lines of the report rendered in the preview. Textual's Markdown widget renders on the
event loop and takes seconds for a report of hundreds of findings; the exported file is
always whole."""


def preview_of(markdown: str, max_lines: int = PREVIEW_MAX_LINES) -> str:
    """The first `max_lines` lines, with an open code fence closed and a note of the cut."""
    lines = markdown.splitlines()
    if len(lines) <= max_lines:
        return markdown
    head = lines[:max_lines]
    if sum(1 for line in head if line.lstrip().startswith("```")) % 2:
        head.append("```")
    head.append("")
    head.append(f"*… {len(lines) - max_lines} more lines in the exported report (Ctrl+O).*")
    return "\n".join(head)


def summary_table(session: SessionState) -> Table:
    counts = session.counts()
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    if session.scan is None:
        table.add_row("findings", Text("no scan yet (F3)", style="dim"))
    else:
        table.add_row(
            "findings",
            f"{counts.found} found · {counts.done} done · {counts.ignored} ignored · "
            f"{counts.left} left",
        )
    runs = ", ".join(f"{r.recipe} {r.status}" for r in session.runs) or "none"
    table.add_row("recipes", runs)
    hook = session.webhook
    if hook.subscription_id is None:
        table.add_row("webhook", Text("no v2 subscription yet (F6)", style="dim"))
    else:
        state = "active" if hook.active else "inactive"
        table.add_row(
            "webhook", f"{hook.name} {state}, verified: {'yes' if hook.verified else 'no'}"
        )
    return table


class ReportScreen(StepScreen):
    HELP = """
## Report
What was found, done, ignored and left, as the scanner's Markdown report. **Ctrl+O** writes
it to the file named in the field; **Ctrl+R** renders it again.
"""
    STEP_ID = "report"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+o", "export", "Export", tooltip="Write the Markdown report to the file"),
        Binding("ctrl+r", "preview", "Refresh", tooltip="Render the report again"),
    ]

    class Rendered(Message):
        def __init__(self, markdown: str) -> None:
            super().__init__()
            self.markdown = markdown

    class Exported(Message):
        def __init__(self, path: Path) -> None:
            super().__init__()
            self.path = path

    def compose_body(self) -> ComposeResult:
        yield Static(id="report-summary")
        with Horizontal(classes="field-row"):
            yield Label("Export to", classes="field-label")
            yield FieldInput(DEFAULT_REPORT_NAME, id="report-path", compact=True)
        yield Markdown(id="report-preview")

    def refresh_from_session(self) -> None:
        self.query_one("#report-summary", Static).update(summary_table(self.session))
        self.action_preview()

    def action_preview(self) -> None:
        self._report_worker(export_to=None)

    @on(Input.Submitted, "#report-path")
    def action_export(self) -> None:
        raw = self.query_one("#report-path", Input).value.strip() or DEFAULT_REPORT_NAME
        self._report_worker(export_to=Path(raw).expanduser())

    @work(thread=True, exclusive=True, group="report", exit_on_error=False)
    def _report_worker(self, export_to: Path | None) -> None:
        try:
            markdown = render_session_report(self.session)
        except NoScanYet as exc:
            self.post_message(self.Rendered(f"*{exc}.*"))
            if export_to is not None:
                self.post_message(self.Failed(str(exc)))
            return
        try:
            if export_to is not None:
                export_to.parent.mkdir(parents=True, exist_ok=True)
                export_to.write_text(markdown, encoding="utf-8")
        except Exception as exc:  # an unwritable path is the user's to fix, not a crash
            self.post_message(self.Failed(describe(exc)))
            return
        self.post_message(self.Rendered(markdown))
        if export_to is not None:
            self.post_message(self.Exported(export_to))

    async def on_report_screen_rendered(self, message: Rendered) -> None:
        await self.query_one(Markdown).update(preview_of(message.markdown))

    def on_report_screen_exported(self, message: Exported) -> None:
        self.notify(f"Report written to {message.path}", title="Report")
