"""Step 4: run the planned recipe one unit at a time, or to the end, with a live log.

The runner is the CLI's (`migrate run`); this screen only drives it from a worker thread
and shows its events. Destructive steps stop the worker on a confirmation modal. A failed
or declined run is resumed from its journal, so writes already made are not sent again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Static
from textual.worker import get_current_worker

from callbridge.tui.errors import describe
from callbridge.tui.screens.base import StepScreen
from callbridge.tui.screens.confirm import ConfirmScreen
from callbridge.tui.state import PlannedRun, RunRecord
from callbridge.tui.widgets.run_view import RunLog, StepsTable, log_line

if TYPE_CHECKING:
    from callbridge.api import AsyncClient
    from callbridge.connection import Connection
    from callbridge.recipe.runner import ConfirmRequest, RunEvent, Runner

CONFIRM_POLL_SECONDS = 0.25


def async_client_factory(connection: Connection) -> Callable[[], AsyncClient]:
    """What `migrate run` hands the runner for actions that send concurrently
    (`contacts.import_csv`): a fresh async client on the same target and key, with retries
    off, because the bulk importer retries by itself."""
    return lambda: connection.async_client(max_retries=0)


class RunScreen(StepScreen):
    HELP = """
## Run
The planned recipe, run by the same engine as `migrate run`: **n** next, **r** run to the
end, **p** pause, **s** skip, **c** resume a failed run. Destructive steps ask first.
"""
    STEP_ID = "run"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "drive('next')", "Next", tooltip="Run the next step (or item)"),
        Binding("r", "drive('all')", "Run to end", tooltip="Run every remaining step"),
        Binding("p", "pause", "Pause", tooltip="Stop after the current step"),
        Binding("s", "drive('skip')", "Skip", tooltip="Skip the next step"),
        Binding("c", "resume", "Resume", tooltip="Resume the failed run from its journal"),
    ]

    class Progress(Message):
        def __init__(self, event: RunEvent) -> None:
            super().__init__()
            self.event = event

    class Stopped(Message):
        """The worker returned: the run paused, waits for the next key, or is over."""

        def __init__(self, runner: Runner, error: str | None = None) -> None:
            super().__init__()
            self.runner = runner
            self.error = error

    class Resumed(Message):
        def __init__(self, runner: Runner) -> None:
            super().__init__()
            self.runner = runner

    class ResumeFailed(Message):
        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self) -> None:
        super().__init__()
        self.runner: Runner | None = None
        self.planned: PlannedRun | None = None
        self._connection: Connection | None = None
        """The connection the runner sends with; a reconnect replaces it between steps."""
        self._pause = threading.Event()
        self._busy = False

    def compose_body(self) -> ComposeResult:
        yield Static(id="run-title")
        yield StepsTable(id="run-steps")
        yield RunLog(id="run-log")

    def refresh_from_session(self) -> None:
        planned = self.session.planned
        if planned is not None and planned is not self.planned:
            if self._busy:
                self.notify(
                    "A run is in progress: pause it (p) before taking a new plan.",
                    severity="warning",
                )
            else:
                self._prepare(planned)
        self._adopt_connection()
        self._show_title()

    def _adopt_connection(self) -> None:
        """After a reconnect (another key, another target) a prepared or paused run goes on
        with the new connection; the old one is closed. A running step finishes first."""
        connection = self.cb_app.connection
        runner = self.runner
        if connection is None or runner is None or self._busy:
            return
        if connection is self._connection or runner.finished:
            return
        runner.client = connection.client
        runner.async_client = async_client_factory(connection)
        self._connection = connection
        self.query_one(RunLog).write(
            Text(f"Now using {connection.target}, key {connection.masked_key}.", style="dim")
        )

    # --- state ----------------------------------------------------------------------------

    def _record(self) -> RunRecord | None:
        return self.session.run(self.runner.run_id) if self.runner is not None else None

    def _show_title(self) -> None:
        title = self.query_one("#run-title", Static)
        if self.planned is None or self.runner is None:
            title.update(Text("Nothing planned yet: choose a recipe in Plan (F4).", style="dim"))
            return
        record = self._record()
        status = record.status if record is not None else "ready"
        text = Text.assemble((self.planned.recipe.name, "bold"), f"  run {self.runner.run_id}  ")
        text.append(status, style={"succeeded": "green", "failed": "red"}.get(status, "yellow"))
        title.update(text)

    def _prepare(self, planned: PlannedRun) -> None:
        connection = self.cb_app.connection
        if connection is None:
            self.notify("Connect first (F2).", severity="warning")
            return
        from callbridge.recipe.runner import Runner

        self.planned = planned
        self._connection = connection
        self.runner = Runner(
            planned.recipe,
            planned.inputs,
            connection.client,
            run_id=planned.plan.run_id if planned.plan is not None else None,
            confirm=self._confirm,
            on_event=self._on_runner_event,
            async_client=async_client_factory(connection),
        )
        self.session.runs.append(
            RunRecord(planned.recipe.name, self.runner.run_id, "ready", len(planned.recipe.steps))
        )
        self.query_one(StepsTable).load(planned.recipe, self._effects(planned))
        log = self.query_one(RunLog)
        log.clear()
        log.write(
            Text(
                f"Run {self.runner.run_id} of {planned.recipe.name} is ready: "
                "n next · r run to end · s skip",
                style="dim",
            )
        )

    @staticmethod
    def _effects(planned: PlannedRun) -> dict[str, str]:
        from callbridge.recipe.actions import get_action

        effects: dict[str, str] = {}
        for step in planned.recipe.steps:
            action = get_action(step.action)
            if action is not None:
                effects[step.id] = action.static_effect().value
        return effects

    # --- driving --------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("drive", "pause"):
            return self.runner is not None and not self.runner.finished
        if action == "resume":
            record = self._record()
            return record is not None and record.resumable
        return True

    def action_drive(self, mode: str) -> None:
        if self.runner is None or self.runner.finished:
            self.notify("No run in progress: plan a recipe (F4) first.", severity="warning")
            return
        if self._busy:
            return
        self._pause.clear()
        self._busy = True
        self._set_status("running")
        self._drive_worker(self.runner, mode)

    def action_pause(self) -> None:
        self._pause.set()

    def action_resume(self) -> None:
        record = self._record()
        connection = self.cb_app.connection
        if (
            self._busy
            or record is None
            or not record.resumable
            or self.planned is None
            or connection is None
        ):
            return
        self._busy = True
        self._pause.clear()
        self.query_one(RunLog).write(Text(f"Resuming run {record.run_id}", style="bold"))
        self._set_status("running")
        self._connection = connection
        self._resume_worker(record.run_id, self.planned, connection)

    @work(thread=True, exclusive=True, group="run", exit_on_error=False)
    def _resume_worker(self, run_id: str, planned: PlannedRun, connection: Connection) -> None:
        from callbridge.recipe.runner import Runner

        try:
            runner = Runner.resume(
                run_id,
                connection.client,
                recipe=planned.recipe,
                inputs=planned.inputs,
                confirm=self._confirm,
                on_event=self._on_runner_event,
                async_client=async_client_factory(connection),
            )
        except Exception as exc:  # a missing or changed journal is reported, not raised
            self.post_message(self.ResumeFailed(describe(exc)))
            return
        self.post_message(self.Resumed(runner))
        self._drive(runner, "all")

    def on_run_screen_resumed(self, message: Resumed) -> None:
        self.runner = message.runner

    def on_run_screen_resume_failed(self, message: ResumeFailed) -> None:
        self._busy = False
        self._set_status("failed")
        self.query_one(RunLog).write(Text(f"✗ {message.text}", style="red"))
        self.notify(message.text, title="Resume failed", severity="error")

    @work(thread=True, exclusive=True, group="run", exit_on_error=False)
    def _drive_worker(self, runner: Runner, mode: str) -> None:
        self._drive(runner, mode)

    def _drive(self, runner: Runner, mode: str) -> None:
        """Runs on a worker thread; every outcome ends as a Stopped message."""
        try:
            if mode == "skip":
                runner.skip()
            elif mode == "next":
                runner.next()
            else:
                while not runner.finished and not self._pause.is_set():
                    runner.next()
        except Exception as exc:  # a bug or a broken journal: shown, the app goes on
            self.post_message(self.Stopped(runner, describe(exc)))
            return
        self.post_message(self.Stopped(runner))

    def _on_runner_event(self, event: RunEvent) -> None:
        self.post_message(self.Progress(event))

    def _confirm(self, request: ConfirmRequest) -> bool:
        """Called by the runner on the worker thread; waits for the modal's answer."""
        answer: Future[bool] = Future()
        self.app.call_from_thread(self.app.push_screen, ConfirmScreen(request), answer.set_result)
        worker = get_current_worker()
        while True:
            try:
                return answer.result(timeout=CONFIRM_POLL_SECONDS)
            except FutureTimeout:
                if worker.is_cancelled:
                    return False

    # --- results --------------------------------------------------------------------------

    def _set_status(self, status: str) -> None:
        record = self._record()
        if record is not None:
            record.status = status
        self._show_title()

    def on_run_screen_progress(self, message: Progress) -> None:
        event = message.event
        table = self.query_one(StepsTable)
        if event.kind == "step_started" and event.step_id:
            table.mark(event.step_id, "running")
        elif event.kind in ("step_finished", "item_finished") and event.result is not None:
            result = event.result
            request = self._request_of(result.id, result.item)
            self.query_one(RunLog).write(log_line(result, request))
            if event.kind == "step_finished":
                items = "" if result.items is None else str(result.items)
                table.mark(result.id, result.status, items)
                record = self._record()
                if record is not None:
                    record.steps_done += 1
                    if result.error is not None:
                        record.last_error = result.error.message
        elif event.kind == "warning" and event.message:
            self.query_one(RunLog).write(Text(f"! {event.message}", style="yellow"))

    def _request_of(self, step_id: str, item: int | None) -> str | None:
        plan = self.planned.plan if self.planned is not None else None
        if plan is None:
            return None
        from callbridge.tui.plan_view import step_request

        return step_request(plan, step_id, item)

    def on_run_screen_stopped(self, message: Stopped) -> None:
        runner = self.runner = message.runner
        self._busy = False
        if message.error is not None:
            self.query_one(RunLog).write(Text(f"✗ {message.error}", style="red"))
            self.notify(message.error, title="Run stopped", severity="error")
        if runner.finished:
            self._set_status(runner.status)
            self.query_one(RunLog).write(
                Text(f"Run {runner.run_id} {runner.status}.", style="bold")
            )
            if runner.status != "succeeded":
                self.notify(
                    "Fix the cause, then press c to resume.",
                    title=f"Run {runner.status}",
                    severity="warning",
                )
        else:
            self._set_status("paused")
            self._adopt_connection()
        self.refresh_bindings()
