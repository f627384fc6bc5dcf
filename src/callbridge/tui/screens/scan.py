"""Step 2: scan a folder for v1 habits and work through the findings.

The scan runs in a process of its own, watched by a worker thread, and reports progress as
it goes; Esc ends it at once, and the findings of the previous scan stay. The UI never
waits on the scan.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Input, Label, ProgressBar, Static
from textual.worker import Worker, WorkerState, get_current_worker

from callbridge.tui.errors import describe
from callbridge.tui.screens.base import StepScreen
from callbridge.tui.screens.folder_picker import FolderPicker
from callbridge.tui.state import Mark
from callbridge.tui.widgets.code_view import CodeView, Snippet, read_snippet
from callbridge.tui.widgets.field_input import FieldInput
from callbridge.tui.widgets.findings import FindingsTable
from callbridge.tui.widgets.path_input import PathSuggester

if TYPE_CHECKING:
    from collections.abc import Callable

    from callbridge.scanner import Finding, ScanResult


FILTER_DELAY = 0.3
"""Seconds of no typing in the filter field before the table is rebuilt."""


class ScanScreen(StepScreen):
    HELP = """
## Scan
Type the folder to scan (**→** accepts the suggested completion) or pick it with
**Ctrl+F**; **Ctrl+O** or Enter scans it. Work through the findings below.
"""
    STEP_ID = "scan"
    FAILURE_STATUS = "scan-summary"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+o", "scan", "Scan", tooltip="Scan the folder in the path field"),
        Binding("ctrl+f", "pick_folder", "Folders", tooltip="Choose the folder from a tree"),
        Binding("escape", "cancel_scan", "Cancel", tooltip="Stop the scan in progress"),
        Binding("slash", "filter", "Filter", tooltip="Filter the findings by rule or path"),
        Binding("d", "mark('done')", "Done", tooltip="Mark the finding (or group) as done"),
        Binding("i", "mark('ignored')", "Ignore", tooltip="Ignore the finding (or group)"),
        Binding("u", "mark('')", "Unmark", tooltip="Clear the mark of the finding (or group)"),
    ]

    class Progress(Message):
        def __init__(self, done: int, total: int, cancelled: Callable[[], bool]) -> None:
            super().__init__()
            self.done = done
            self.total = total
            self.cancelled = cancelled

    class Finished(Message):
        def __init__(self, root: Path, result: ScanResult) -> None:
            super().__init__()
            self.root = root
            self.result = result

    class SnippetRead(Message):
        def __init__(self, finding: Finding, snippet: Snippet | None) -> None:
            super().__init__()
            self.finding = finding
            self.snippet = snippet

    def __init__(self) -> None:
        super().__init__()
        self._filter_timer: Timer | None = None

    def compose_body(self) -> ComposeResult:
        start = self.cb_app.start_path
        with Horizontal(classes="field-row"):
            yield Label("Folder", classes="field-label")
            yield FieldInput(
                value=str(start) if start is not None else "",
                placeholder="path to the code to scan (→ completes)",
                suggester=PathSuggester(),
                id="scan-path",
                compact=True,
            )
            yield Label(" Filter ", classes="filter-label")
            yield FieldInput(placeholder="rule or path", id="findings-filter", compact=True)
        with Horizontal(classes="field-row"):
            yield ProgressBar(id="scan-progress", show_eta=False)
            yield Static("", id="scan-summary", classes="status-line")
        yield FindingsTable(id="findings")
        yield CodeView(id="code-view")

    def on_mount(self) -> None:
        self.query_one(ProgressBar).display = False
        self.query_one(CodeView).clear("Scan a folder to see its findings.")
        if self.cb_app.start_path is not None:
            self.action_scan()
        else:
            self.query_one("#scan-path", Input).focus()

    def refresh_from_session(self) -> None:
        self._show_findings()
        self._summarize()

    def _show_findings(self) -> None:
        self.query_one(FindingsTable).show(
            self.session.keyed_findings(),
            self.session.marks,
            self.query_one("#findings-filter", Input).value,
        )

    def _summarize(self) -> None:
        if self.session.scan is None:
            return
        counts = self.session.counts()
        files = self.session.scan.stats.files_scanned
        table = self.query_one(FindingsTable)
        if table.shown < table.matched:
            shown = f" · first {table.shown} of {table.matched} shown: filter (/) for the rest"
        else:
            shown = f" · {table.shown} shown" if table.shown != counts.found else ""
        self.query_one("#scan-summary", Static).update(
            f"{files} files · {counts.found} found · {counts.done} done · "
            f"{counts.ignored} ignored · {counts.left} left{shown}"
        )

    @on(Input.Changed, "#findings-filter")
    def _filter_typed(self) -> None:
        """Rebuilding thousands of rows per keystroke would lag the typing: wait for a pause."""
        if self._filter_timer is not None:
            self._filter_timer.stop()
        self._filter_timer = self.set_timer(FILTER_DELAY, self._apply_filter)

    def _apply_filter(self) -> None:
        if self._filter_timer is not None:
            self._filter_timer.stop()
            self._filter_timer = None
        if self.session.scan is not None:
            self.refresh_from_session()

    @on(Input.Submitted, "#findings-filter")
    def _filter_done(self) -> None:
        self._apply_filter()
        self.query_one(FindingsTable).focus()

    def action_filter(self) -> None:
        self.query_one("#findings-filter", Input).focus()

    @on(Input.Submitted, "#scan-path")
    def _submitted(self) -> None:
        self.action_scan()

    def action_scan(self) -> None:
        raw = self.query_one("#scan-path", Input).value.strip()
        if not raw:
            self.notify("Type a folder to scan first.", severity="warning")
            return
        root = Path(raw).expanduser()
        self.query_one("#scan-summary", Static).update(Text(f"Scanning {root}… Esc cancels"))
        bar = self.query_one(ProgressBar)
        bar.update(total=None, progress=0)
        bar.display = True
        self._scan_worker(root)
        self.refresh_bindings()

    def action_cancel_scan(self) -> None:
        if self.workers_running():
            self.workers.cancel_group(self, "scan")
            self.query_one("#scan-summary", Static).update(Text("Scan cancelled."))
            self.refresh_bindings()

    def workers_running(self) -> bool:
        return any(
            w.group == "scan" and w.state in (WorkerState.PENDING, WorkerState.RUNNING)
            for w in self.workers
        )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel_scan":
            return self.workers_running()
        return True

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """The bar shows only while a scan runs; the summary line has the row after it."""
        if event.worker.group == "scan":
            self.query_one(ProgressBar).display = self.workers_running()
            self.refresh_bindings()

    @work(thread=True, exclusive=True, group="scan", exit_on_error=False)
    def _scan_worker(self, root: Path) -> None:
        """Waits on the scan's own process (see `scan_process`): the event loop never
        shares the interpreter with the scanner."""
        from callbridge.tui.scan_process import ScanCancelled, scan_in_process

        worker = get_current_worker()
        try:
            if not root.is_dir():
                raise NotADirectoryError(f"{root} is not a folder")

            def progress(done: int, total: int) -> None:
                self.post_message(self.Progress(done, total, lambda: worker.is_cancelled))

            result = scan_in_process(root, progress=progress, cancelled=lambda: worker.is_cancelled)
        except ScanCancelled:
            return
        except Exception as exc:  # unreadable folder, bad rule pack: a message, never a crash
            self.post_message(self.Failed(describe(exc)))
            return
        if not worker.is_cancelled:
            self.post_message(self.Finished(root, result))

    def on_scan_screen_progress(self, message: Progress) -> None:
        if message.cancelled():
            return  # a late report from a cancelled scan; one that finished still counts
        self.query_one(ProgressBar).update(total=max(message.total, 1), progress=message.done)
        self.query_one("#scan-summary", Static).update(
            Text(f"Scanning: {message.done}/{message.total} files · Esc cancels")
        )

    def on_scan_screen_finished(self, message: Finished) -> None:
        self.session.set_scan(message.root, message.result)
        self.refresh_from_session()
        table = self.query_one(FindingsTable)
        if table.row_count:
            table.move_cursor(row=min(1, table.row_count - 1))
            table.focus()
        else:
            self.query_one(CodeView).clear("No v1 habits found in this folder.")
        for problem in [*message.result.errors, *message.result.warnings]:
            self.notify(problem, title="Scan", severity="warning")

    def on_findings_table_selected(self, message: FindingsTable.Selected) -> None:
        view = self.query_one(CodeView)
        if message.finding is None:
            findings, workflow = self.query_one(FindingsTable).current()
            view.show_workflow(workflow or "", len(findings))
            return
        self._snippet_worker(message.finding)

    @work(thread=True, exclusive=True, group="snippet", exit_on_error=False)
    def _snippet_worker(self, finding: Finding) -> None:
        path = Path(finding.path)
        if not path.is_absolute() and self.session.scan_root is not None:
            path = self.session.scan_root / path
        try:
            snippet: Snippet | None = read_snippet(path, finding.line)
        except OSError:
            snippet = None
        self.post_message(self.SnippetRead(finding, snippet))

    def on_scan_screen_snippet_read(self, message: SnippetRead) -> None:
        self.query_one(CodeView).show(message.finding, message.snippet)

    def action_mark(self, mark: str) -> None:
        table = self.query_one(FindingsTable)
        rows, _ = table.current()
        for _key, finding in rows:
            self.session.mark(finding, Mark(mark) if mark else None)
        table.refresh_marks((key for key, _ in rows), self.session.marks)
        self._summarize()

    def action_pick_folder(self) -> None:
        raw = self.query_one("#scan-path", Input).value.strip()
        base = Path(raw).expanduser() if raw else Path.cwd()
        root = base if base.is_dir() else Path.cwd()

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.query_one("#scan-path", Input).value = str(path)
                self.action_scan()

        self.app.push_screen(FolderPicker(root), chosen)
