"""Step 2: scan a folder for v1 habits and work through the findings."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Input, Label, ProgressBar, Static

from callbridge.tui.errors import describe
from callbridge.tui.screens.base import StepScreen
from callbridge.tui.screens.folder_picker import FolderPicker
from callbridge.tui.state import Mark
from callbridge.tui.widgets.code_view import CodeView, Snippet, read_snippet
from callbridge.tui.widgets.findings import FindingsTable
from callbridge.tui.widgets.path_input import PathSuggester

if TYPE_CHECKING:
    from callbridge.scanner import Finding, ScanResult

PROGRESS_INTERVAL = 0.1


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
        Binding("d", "mark('done')", "Done", tooltip="Mark the finding (or group) as done"),
        Binding("i", "mark('ignored')", "Ignore", tooltip="Ignore the finding (or group)"),
        Binding("u", "mark('')", "Unmark", tooltip="Clear the mark of the finding (or group)"),
    ]

    class Progress(Message):
        def __init__(self, done: int, total: int) -> None:
            super().__init__()
            self.done = done
            self.total = total

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

    def compose_body(self) -> ComposeResult:
        start = self.cb_app.start_path
        with Horizontal(classes="field-row"):
            yield Label("Folder", classes="field-label")
            yield Input(
                value=str(start) if start is not None else "",
                placeholder="path to the code to scan (→ completes)",
                suggester=PathSuggester(),
                id="scan-path",
                compact=True,
            )
        with Horizontal(classes="field-row"):
            yield ProgressBar(id="scan-progress", show_eta=False)
            yield Static("", id="scan-summary", classes="status-line")
        yield FindingsTable(id="findings")
        yield CodeView(id="code-view")

    def on_mount(self) -> None:
        self.query_one(CodeView).clear("Scan a folder to see its findings.")
        if self.cb_app.start_path is not None:
            self.action_scan()
        else:
            self.query_one("#scan-path", Input).focus()

    def refresh_from_session(self) -> None:
        self.query_one(FindingsTable).show(self.session.findings, self.session.marks)
        self._summarize()

    def _summarize(self) -> None:
        if self.session.scan is None:
            return
        counts = self.session.counts()
        files = self.session.scan.stats.files_scanned
        self.query_one("#scan-summary", Static).update(
            f"{files} files, {counts.found} found · {counts.done} done · "
            f"{counts.ignored} ignored · {counts.left} left"
        )

    @on(Input.Submitted, "#scan-path")
    def _submitted(self) -> None:
        self.action_scan()

    def action_scan(self) -> None:
        raw = self.query_one("#scan-path", Input).value.strip()
        if not raw:
            self.notify("Type a folder to scan first.", severity="warning")
            return
        root = Path(raw).expanduser()
        self.query_one("#scan-summary", Static).update(Text(f"Scanning {root}…"))
        self.query_one(ProgressBar).update(total=None, progress=0)
        self._scan_worker(root)

    @work(thread=True, exclusive=True, group="scan", exit_on_error=False)
    def _scan_worker(self, root: Path) -> None:
        from callbridge.scanner import scan

        last = 0.0

        def progress(done: int, total: int) -> None:
            nonlocal last
            now = time.monotonic()
            if done == total or now - last >= PROGRESS_INTERVAL:
                last = now
                self.post_message(self.Progress(done, total))

        try:
            if not root.is_dir():
                raise NotADirectoryError(f"{root} is not a folder")
            result = scan([root], progress=progress)
        except Exception as exc:  # unreadable folder, bad rule pack: a message, never a crash
            self.post_message(self.Failed(describe(exc)))
            return
        self.post_message(self.Finished(root, result))

    def on_scan_screen_progress(self, message: Progress) -> None:
        self.query_one(ProgressBar).update(total=max(message.total, 1), progress=message.done)

    def on_scan_screen_finished(self, message: Finished) -> None:
        self.session.set_scan(message.root, message.result)
        bar = self.query_one(ProgressBar)
        bar.update(total=bar.total or 1, progress=bar.total or 1)
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
        findings, _ = self.query_one(FindingsTable).current()
        if not findings:
            return
        for finding in findings:
            self.session.mark(finding, Mark(mark) if mark else None)
        self.refresh_from_session()

    def action_pick_folder(self) -> None:
        raw = self.query_one("#scan-path", Input).value.strip()
        base = Path(raw).expanduser() if raw else Path.cwd()
        root = base if base.is_dir() else Path.cwd()

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.query_one("#scan-path", Input).value = str(path)
                self.action_scan()

        self.app.push_screen(FolderPicker(root), chosen)
