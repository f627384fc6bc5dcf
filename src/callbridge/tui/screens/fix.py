"""Step 3: the fixes `migrate fix` would make to the scanned folder, reviewed and applied.

Files on the left, the fixes of the selected file below them, its diff (syntax-highlighted,
keys masked) on the right. Space accepts or skips the selected file or fix; Ctrl+A writes
the accepted fixes and scans the folder again, so Scan and Plan see what is left.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.syntax import Syntax
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import DataTable, Static

from callbridge.tui.errors import describe
from callbridge.tui.screens.base import StepScreen

if TYPE_CHECKING:
    from callbridge.fix import FileFix, FindingFix, FixPlan
    from callbridge.scanner import ScanResult

ACCEPTED, SKIPPED = "✓", "·"


class FixScreen(StepScreen):
    HELP = """
## Fix
The fixes for the scanned folder. **Space** accepts or skips the selected file (in the
file list) or fix (in the fix list); **u** shows unsafe fixes too; **Ctrl+A** writes the
accepted fixes and scans the folder again.
"""
    # Kept with the screen, so the step adds no rules to the app's stylesheet.
    DEFAULT_CSS = """
    FixScreen #fix-lists { width: 2fr; }
    FixScreen #fix-files { height: 1fr; min-height: 4; }
    FixScreen #fix-items { height: 1fr; min-height: 4; border-top: solid $primary; }
    FixScreen #fix-diff-scroll { width: 3fr; border-left: solid $primary; }
    """
    STEP_ID = "fix"
    FAILURE_STATUS = "fix-summary"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "review", "Accept/skip", tooltip="Accept or skip the file or fix"),
        Binding("u", "toggle_unsafe", "Unsafe", tooltip="Include fixes that need review"),
        Binding("ctrl+a", "apply", "Apply", tooltip="Write the accepted fixes, then re-scan"),
    ]

    class Planned(Message):
        def __init__(self, plan: FixPlan) -> None:
            super().__init__()
            self.plan = plan

    class Applied(Message):
        def __init__(self, root: Path, result: ScanResult, written: int, fixes: int) -> None:
            super().__init__()
            self.root = root
            self.result = result
            self.written = written
            self.fixes = fixes

    def __init__(self) -> None:
        super().__init__()
        self.plan: FixPlan | None = None
        self.skipped: set[int] = set()  # id() of the fixes the review skipped
        self.unsafe = False
        self.planned_for: object = None

    def compose_body(self) -> ComposeResult:
        yield Static("", id="fix-summary", classes="status-line")
        with Horizontal():
            with Vertical(id="fix-lists"):
                yield DataTable(id="fix-files", cursor_type="row")
                yield DataTable(id="fix-items", cursor_type="row")
            with VerticalScroll(id="fix-diff-scroll"):
                yield Static("", id="fix-diff")

    def on_mount(self) -> None:
        self.query_one("#fix-files", DataTable).add_columns(" ", "File", "Fixes")
        self.query_one("#fix-items", DataTable).add_columns(" ", "Line", "Rule", "Safety")

    def refresh_from_session(self) -> None:
        scan = self.session.scan
        if scan is None:
            self._status("Scan a folder first (F3): the fixes are made from its findings.")
            return
        if self.planned_for is not scan:
            self.planned_for = scan
            self._status("Planning the fixes…")
            self._plan_worker(scan, self.unsafe)

    def _status(self, text: str) -> None:
        self.query_one("#fix-summary", Static).update(Text(text))

    @work(thread=True, exclusive=True, group="fix-plan", exit_on_error=False)
    def _plan_worker(self, scan: ScanResult, unsafe: bool) -> None:
        from callbridge.fix import plan_fixes

        try:
            plan = plan_fixes(scan, unsafe=unsafe)
        except Exception as exc:  # an unreadable file: a message, never a crash
            self.post_message(self.Failed(describe(exc), what="planning"))
            return
        self.post_message(self.Planned(plan))

    def on_fix_screen_planned(self, message: Planned) -> None:
        self.plan = message.plan
        self.skipped.clear()
        self._show_files()

    def _fixes(self, file_fix: FileFix) -> list[FindingFix]:
        return [item for item in file_fix.items if item.status == "fix"]

    def _accepted(self) -> list[FindingFix]:
        assert self.plan is not None
        return [
            item for f in self.plan.files for item in self._fixes(f) if id(item) not in self.skipped
        ]

    def _show_files(self) -> None:
        table = self.query_one("#fix-files", DataTable)
        table.clear()
        if self.plan is None:
            return
        for index, file_fix in enumerate(self.plan.files):
            fixes = self._fixes(file_fix)
            if not fixes:
                continue
            accepted = sum(1 for item in fixes if id(item) not in self.skipped)
            mark = ACCEPTED if accepted else SKIPPED
            table.add_row(mark, Text(file_fix.path), f"{accepted}/{len(fixes)}", key=str(index))
        self._summarize()
        if table.row_count:
            self._show_file(self._current_file())
        else:
            self.query_one("#fix-items", DataTable).clear()
            self.query_one("#fix-diff", Static).update(Text("Nothing to fix."))

    def _summarize(self) -> None:
        assert self.plan is not None
        unsafe = self.plan.count("unsafe")
        hint = f" · {unsafe} unsafe (u shows them)" if unsafe else ""
        self._status(
            f"{len(self._accepted())} of {self.plan.count('fix')} fixes accepted · "
            f"{self.plan.count('skipped')} skipped · {self.plan.count('manual')} manual{hint}"
        )

    def _current_file(self) -> FileFix | None:
        table = self.query_one("#fix-files", DataTable)
        if self.plan is None or not table.row_count:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return self.plan.files[int(key or 0)]

    def _show_file(self, file_fix: FileFix | None) -> None:
        from callbridge.fix import FixPlan, file_diff

        items = self.query_one("#fix-items", DataTable)
        items.clear()
        if file_fix is None or self.plan is None:
            return
        for index, item in enumerate(self._fixes(file_fix)):
            mark = SKIPPED if id(item) in self.skipped else ACCEPTED
            items.add_row(
                mark, str(item.finding.line), item.finding.rule_id, item.safety, key=str(index)
            )
        accepted = [item for item in self._fixes(file_fix) if id(item) not in self.skipped]
        (shown,) = FixPlan(self.plan.root, [file_fix]).keep_only(accepted).files
        diff = file_diff(shown)
        view = self.query_one("#fix-diff", Static)
        view.update(Syntax(diff, "diff", word_wrap=False) if diff else Text("Every fix skipped."))

    def on_data_table_row_highlighted(self, message: DataTable.RowHighlighted) -> None:
        if message.data_table.id == "fix-files":
            self._show_file(self._current_file())

    def action_review(self) -> None:
        file_fix = self._current_file()
        if file_fix is None:
            return
        fixes = self._fixes(file_fix)
        items = self.query_one("#fix-items", DataTable)
        if self.focused is items and items.row_count:
            key = items.coordinate_to_cell_key(items.cursor_coordinate).row_key.value
            chosen = [fixes[int(key or 0)]]
        else:
            chosen = fixes
        if all(id(item) in self.skipped for item in chosen):
            self.skipped.difference_update(id(item) for item in chosen)
        else:
            self.skipped.update(id(item) for item in chosen)
        files = self.query_one("#fix-files", DataTable)
        row, item_row = files.cursor_row, items.cursor_row
        self._show_files()
        files.move_cursor(row=row)
        self._show_file(self._current_file())
        items.move_cursor(row=item_row)

    def action_toggle_unsafe(self) -> None:
        self.unsafe = not self.unsafe
        self.planned_for = None
        self.refresh_from_session()

    def action_apply(self) -> None:
        scan, root = self.session.scan, self.session.scan_root
        if self.plan is None or scan is None or root is None:
            self.notify("Scan a folder first (F3).", severity="warning")
            return
        accepted = self._accepted()
        if not accepted:
            self.notify("No fix is accepted.", severity="warning")
            return
        self._status(f"Writing {len(accepted)} fixes…")
        self._apply_worker(self.plan.keep_only(accepted), scan, root, len(accepted))

    @work(thread=True, exclusive=True, group="fix-apply", exit_on_error=False)
    def _apply_worker(self, plan: FixPlan, scan: ScanResult, root: Path, fixes: int) -> None:
        from callbridge.fix import apply_plan
        from callbridge.scanner import scan as rescan

        try:
            applied = apply_plan(plan, scan, rescan=False)
            result = rescan([root])
        except Exception as exc:
            self.post_message(self.Failed(describe(exc), what="applying"))
            return
        for path, reason in applied.skipped.items():
            self.post_message(self.Failed(f"{path}: {reason}", what="writing"))
        for problem in applied.errors:
            self.post_message(self.Failed(problem, what="writing"))
        self.post_message(self.Applied(root, result, len(applied.written), fixes))

    def on_fix_screen_applied(self, message: Applied) -> None:
        self.session.set_scan(message.root, message.result)
        self.notify(
            f"{message.fixes} fixes written to {message.written} files; "
            f"{len(message.result.findings)} findings left.",
            title="Fix",
        )
        self.refresh_from_session()
