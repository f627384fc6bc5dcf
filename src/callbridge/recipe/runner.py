"""Running a recipe step by step: the engine behind `migrate run` and the TUI.

The runner can be driven one unit at a time (`next()`: a whole step, or one item of a
`for_each` step), so a TUI can show progress and a CLI can print as it goes. A `for_each` with
`concurrency` above 1 runs the rest of its items in one `next()`, reporting each through
`on_event` as it finishes. Every write gets an idempotency key derived from the run id, the
step id and the item index; items are journaled as started before their request and as
finished after it; `Runner.resume` rebuilds the state from the journal and sends every item
not finished again with the same key, so no write is applied twice.
"""

from __future__ import annotations

import dataclasses
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from callbridge.recipe.actions import Action, ActionContext, Effect, RenderedRequest, get_action
from callbridge.recipe.actions.registry import AsyncClientFactory
from callbridge.recipe.errors import (
    ActionFailed,
    ExpressionError,
    InputError,
    JournalError,
    RecipeError,
    StepError,
    file_problem,
)
from callbridge.recipe.expressions import Evaluator
from callbridge.recipe.inputs import coerce, resolve_inputs
from callbridge.recipe.journal import (
    DEFAULT_JOURNAL_DIR,
    IndexSet,
    Journal,
    StepRecord,
    journal_path,
    new_run_id,
    read_journal,
)
from callbridge.recipe.masking import Masker
from callbridge.recipe.schema import AUTO_CONCURRENCY, ItemSource, Recipe, Step
from callbridge.recipe.sources import Stream, open_stream

if TYPE_CHECKING:
    from concurrent.futures import Future

    from callbridge.api import Client
    from callbridge.bulk.pacing import AdaptiveConcurrency

DEFAULT_STATE_DIR = Path(".callbridge")

# Step and run statuses.
SUCCEEDED = "succeeded"
FAILED = "failed"
SKIPPED = "skipped"
NEEDS_CONFIRMATION = "needs_confirmation"
DECLINED = "declined"
RUNNING = "running"

# Requests shown (and rendered) before a confirmation of a streamed step: its items are
# read in pages while it runs, not all at once to be previewed.
PREVIEW_ITEMS = 5


def idempotency_key(run_id: str, step_id: str, item: int | None = None) -> str:
    """Deterministic per run, step and item: a resumed run sends the same keys again."""
    key = f"cb.{run_id}.{step_id}"
    return key if item is None else f"{key}.{item}"


def params_error(exc: ValidationError, step: Step, source: str) -> str:
    parts = []
    for error in exc.errors():
        where = ".".join(str(p) for p in error["loc"])
        parts.append(f"with.{where}: {error['msg']}" if where else error["msg"])
    return f"{source}, step {step.id!r}: invalid arguments for {step.action}: " + "; ".join(parts)


def step_error(exc: Exception) -> StepError:
    """A StepError keeping the service's code, status and request id when there is one."""
    from callbridge.api import ApiError

    if isinstance(exc, ApiError):
        return StepError(
            message=exc.message,
            code=exc.code,
            status=exc.status,
            request_id=exc.request_id,
            details=[{"path": d.path, "message": d.message} for d in exc.details],
        )
    if isinstance(exc, ActionFailed | RecipeError):
        return StepError(message=exc.message)
    if isinstance(exc, OSError):
        return StepError(message=file_problem(exc))
    return StepError(message=str(exc) or type(exc).__name__)


@dataclass
class StepResult:
    """The result of one unit of work: a whole step (`item` None) or one item of it."""

    id: str
    action: str
    effect: Effect
    status: str
    item: int | None = None
    outputs: Any = None
    error: StepError | None = None
    idempotency_key: str | None = None
    warnings: list[str] = field(default_factory=list)
    items: int | None = None
    continued: bool = False
    recipe_error: bool = False
    # A for_each step that failed: the items that did succeed, as ranges ("0-6, 8").
    succeeded_items: str | None = None

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "action": self.action,
            "effect": self.effect.value,
            "status": self.status,
            "outputs": self.outputs,
        }
        if self.item is not None:
            out["item"] = self.item
        if self.items is not None:
            out["items"] = self.items
        if self.idempotency_key is not None:
            out["idempotencyKey"] = self.idempotency_key
        if self.error is not None:
            out["error"] = self.error.as_dict()
        if self.warnings:
            out["warnings"] = self.warnings
        if self.continued:
            out["continued"] = True
        if self.succeeded_items is not None:
            out["succeededItems"] = self.succeeded_items
        return out


@dataclass
class RunResult:
    run_id: str
    status: str
    steps: list[StepResult]
    outputs: dict[str, Any]
    journal: Path

    @property
    def exit_code(self) -> int:
        """0 success, 1 a step failed, 2 a recipe error surfaced at run time, 3 confirmation."""
        if self.status == SUCCEEDED:
            return 0
        if self.status in (NEEDS_CONFIRMATION, DECLINED):
            return 3
        if any(step.recipe_error for step in self.steps if step.status == FAILED):
            return 2
        return 1

    def as_dict(self) -> dict[str, Any]:
        return {
            "run_id": self.run_id,
            "status": self.status,
            "steps": [step.as_dict() for step in self.steps],
            "outputs": self.outputs,
            "journal": str(self.journal),
        }


@dataclass(frozen=True)
class ConfirmRequest:
    """What a destructive (or `confirm: true`) step is about to do, for a yes/no answer."""

    step_id: str
    action: str
    effect: Effect
    summary: str
    requests: list[RenderedRequest]
    items: int | None
    description: str | None = None


@dataclass(frozen=True)
class RunEvent:
    """Progress for a terminal or a TUI: step_started, items_started (a for_each begins
    its items; `total` is their count, None when a stream does not know it), item_finished,
    step_finished, warning, run_finished."""

    kind: str
    step_id: str | None = None
    result: StepResult | None = None
    message: str | None = None
    total: int | None = None


ConfirmCallback = Callable[[ConfirmRequest], bool]
EventCallback = Callable[[RunEvent], None]


@dataclass
class _Current:
    """The step being worked on."""

    step: Step
    action: Action
    items: list[Any] | None  # a for_each over a list; None: a single call, or a stream
    effect: Effect
    stream: Stream | None = None
    todo: Iterator[tuple[int, Any]] = field(default_factory=lambda: iter(()))
    results: list[Any] = field(default_factory=list)
    masked: list[Any] = field(default_factory=list)
    count: int = 0  # items seen so far
    ok: IndexSet = field(default_factory=IndexSet)
    item_failures: int = 0
    failed: bool = False
    error: StepError | None = None
    recipe_error: bool = False
    warnings: list[str] = field(default_factory=list)

    @property
    def each(self) -> bool:
        return self.items is not None or self.stream is not None

    @property
    def stopping(self) -> bool:
        """The first failure of an `on_error: fail` step: no new item starts."""
        return self.failed and self.step.on_error == "fail"


@dataclass
class _Flight:
    """An item of a concurrent step, sent or waiting to be sent again after a 429."""

    position: int
    item: Any
    params: Any
    key: str
    attempts: int = 0


class Runner:
    """Runs a recipe against a client; see the module docstring."""

    def __init__(
        self,
        recipe: Recipe,
        inputs: Mapping[str, Any],
        client: Client,
        *,
        journal_dir: Path | str = DEFAULT_JOURNAL_DIR,
        state_dir: Path | str = DEFAULT_STATE_DIR,
        run_id: str | None = None,
        confirm: ConfirmCallback | None = None,
        assume_yes: bool = False,
        on_event: EventCallback | None = None,
        async_client: AsyncClientFactory | None = None,
        concurrency: int | None = None,
    ) -> None:
        """`concurrency` caps every step's `concurrency` (and is what `auto` may grow to)."""
        if concurrency is not None and concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        self.recipe = recipe
        self.inputs = dict(inputs)
        self.client = client
        self.run_id = run_id or new_run_id()
        self.journal_dir = Path(journal_dir)
        self.state_dir = Path(state_dir)
        self.confirm = confirm
        self.assume_yes = assume_yes
        self.on_event = on_event
        self.async_client = async_client
        self.concurrency = concurrency
        self.status = RUNNING
        self.results: list[StepResult] = []
        self.outputs: dict[str, Any] = {}
        self.evaluator = Evaluator(recipe.source, for_each_limit=recipe.limits.for_each)
        secret_values = [
            str(self.inputs[name])
            for name, spec in recipe.inputs.items()
            if spec.secret and self.inputs.get(name) is not None
        ]
        self.masker = Masker(secret_values)
        self.journal = Journal(journal_path(self.journal_dir, self.run_id), self.masker)
        self._steps: dict[str, dict[str, Any]] = {}
        self._index = 0
        self._current: _Current | None = None
        self._restored_items: dict[str, dict[int, Any]] = {}
        self._restored_finished: dict[str, IndexSet] = {}
        self._in_flight: dict[str, int] = {}  # a resumed run: items started, not finished
        self._started = False
        self._resumed = False

    # --- public driving API -----------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.status != RUNNING

    @property
    def next_step(self) -> Step | None:
        """The step the next call of next() works on, or None when the run is over."""
        if self.finished or self._index >= len(self.recipe.steps):
            return None
        return self.recipe.steps[self._index]

    def next(self) -> StepResult | None:
        """Do one unit of work and return its result; None once the run is over."""
        if self.finished:
            return None
        self._start()
        if self._index >= len(self.recipe.steps):
            self._finish(SUCCEEDED)
            return None
        current = self._current
        if current is None:
            return self._begin_step(self.recipe.steps[self._index])
        if current.each and not current.stopping:
            if self._limit(current.step) > 1:
                return self._run_concurrently(current)
            taken = self._take(current)
            if taken is not None:
                return self._run_item(current, *taken)
        return self._end_step(current)

    def skip(self) -> StepResult | None:
        """Skip the step next() would work on (the rest of it, if it has begun)."""
        step = self.next_step
        if step is None:
            return None
        self._start()
        action = get_action(step.action)
        assert action is not None
        self._current = None
        return self._record_step(step, action, action.static_effect(), SKIPPED, None)

    def run_to_end(self) -> RunResult:
        while not self.finished:
            self.next()
        return self.result()

    def result(self) -> RunResult:
        return RunResult(
            self.run_id,
            self.status,
            list(self.results),
            self.masker(self.outputs),
            self.journal.path,
        )

    @classmethod
    def resume(
        cls,
        run_id: str,
        client: Client,
        *,
        journal_dir: Path | str = DEFAULT_JOURNAL_DIR,
        inputs: Mapping[str, Any] | None = None,
        recipe: Recipe | None = None,
        **options: Any,
    ) -> Runner:
        """A runner that continues run `run_id` after its last completed step or item.

        Inputs come from the journal; secret inputs were masked there and must be given
        again in `inputs`. The recipe must be the one the run started with.
        """
        from callbridge.recipe.loader import load_recipe

        state = read_journal(Path(journal_dir), run_id)
        if state.status == SUCCEEDED:
            raise JournalError(f"run {run_id} already succeeded; there is nothing to resume")
        if recipe is None:
            recipe = load_recipe(state.recipe_source)
        if recipe.digest and recipe.digest != state.recipe_digest:
            raise JournalError(
                f"{recipe.source} changed since run {run_id} started; a run resumes only with "
                "the recipe it started with (start a new run instead)"
            )
        given = dict(inputs or {})
        for name in state.secret_inputs:
            if name not in given:
                raise InputError(
                    name, "secret inputs are not kept in the journal; pass it again to resume"
                )
        from callbridge.recipe.checks import changed_inputs, refuse_changes_used

        refuse_changes_used(recipe, state, changed_inputs(recipe, state.inputs, given))
        raw = {
            name: value
            for name, value in state.inputs.items()
            if name in recipe.inputs and not recipe.inputs[name].secret
        }
        raw.update(given)
        runner = cls(
            recipe,
            resolve_inputs(recipe, raw),
            client,
            journal_dir=journal_dir,
            run_id=run_id,
            **options,
        )
        runner._resumed = True
        runner._restore(state.steps, state.items)
        runner._restored_finished = state.finished
        runner._in_flight = {step: state.in_flight(step) for step in state.started_to}
        return runner

    # --- internals ------------------------------------------------------------------------

    def _emit(self, kind: str, step_id: str | None = None, **kw: Any) -> None:
        if self.on_event is not None:
            self.on_event(RunEvent(kind, step_id, **kw))

    def _start(self) -> None:
        if self._started:
            return
        self._started = True
        if not self._resumed:
            secret = [n for n, spec in self.recipe.inputs.items() if spec.secret]
            # A secret left at its default can be taken from the recipe again on resume; only
            # the ones the user gave must be given again.
            given = [n for n in secret if self.inputs.get(n) != self._default(n)]
            self.journal.write(
                {
                    "event": "run_started",
                    "run_id": self.run_id,
                    "recipe": {
                        "name": self.recipe.name,
                        "source": self._source_for_resume(),
                        "builtin": self.recipe.builtin,
                        "digest": self.recipe.digest,
                    },
                    "inputs": {k: ("****" if k in secret else v) for k, v in self.inputs.items()},
                    "secretInputs": given,
                }
            )
        else:
            self.journal.write(
                {"event": "run_resumed", "run_id": self.run_id, "at_step": self._index}
            )

    def _source_for_resume(self) -> str:
        """A built-in's name, or the recipe file's absolute path (resume may run elsewhere)."""
        source = self.recipe.source
        if self.recipe.builtin or not Path(source).is_file():
            return source
        return str(Path(source).resolve())

    def _default(self, name: str) -> Any:
        spec = self.recipe.inputs[name]
        return None if spec.default is None else coerce(name, spec, spec.default)

    def _restore(self, steps: Mapping[str, StepRecord], items: dict[str, dict[int, Any]]) -> None:
        """Take back finished steps (and items of the step that stopped) from a journal."""
        for step in self.recipe.steps:
            record = steps.get(step.id)
            if record is None or not record.done:
                break
            self._steps[step.id] = {"outputs": record.outputs, "status": record.status}
            self._index += 1
        self._restored_items = items

    def context(self, **extra: Any) -> dict[str, Any]:
        return {"inputs": self.inputs, "steps": self._steps, "run": {"id": self.run_id}, **extra}

    def _begin_step(self, step: Step) -> StepResult | None:
        action = get_action(step.action)
        assert action is not None  # the loader rejects unknown actions
        self._emit("step_started", step.id)
        items: list[Any] | None = None
        stream: Stream | None = None
        try:
            if step.if_ is not None:
                condition = self.evaluator.truth(step.if_, self.context(), step=step.id, field="if")
                if not condition:
                    return self._record_step(step, action, action.static_effect(), SKIPPED, None)
            if isinstance(step.for_each, ItemSource):
                stream = open_stream(step.for_each, self._evaluate_for(step), self.client)
            elif step.for_each is not None:
                value = self.evaluator.evaluate(
                    step.for_each, self.context(), step=step.id, field="for_each"
                )
                if not isinstance(value, list):
                    raise ExpressionError(
                        f"for_each must give a list, got {type(value).__name__}",
                        source=self.recipe.source,
                        step=step.id,
                        field="for_each",
                    )
                items = value
            effect, requests = self._preview(step, action, items, stream)
        except RecipeError as exc:
            return self._fail_early(step, action, exc)
        except _source_errors() as exc:  # the first page of a stream could not be read
            return self._fail_early(step, action, exc, recipe_error=False)
        if (effect is Effect.DESTRUCTIVE or step.confirm) and not self.assume_yes:
            count = len(items) if items is not None else (stream.count if stream else None)
            each = items is not None or stream is not None
            answer = self._ask(step, action, effect, requests, each, count)
            if answer is not None:
                return answer
        current = _Current(step, action, items, effect, stream)
        self._current = current
        if items is not None:
            current.results = [None] * len(items)
            current.masked = [None] * len(items)
            current.todo = self._todo(current, items)
        elif stream is not None:
            current.todo = self._todo(current, stream.read())
        else:
            return self._run_single(current)
        total = len(items) if items is not None else stream.count if stream else None
        self._emit("items_started", step.id, total=total)
        if self._in_flight.get(step.id):
            self._emit(
                "warning",
                step.id,
                message=f"up to {self._in_flight[step.id]} items of step {step.id!r} were "
                "started and not finished when the run stopped: they are sent again with "
                "their keys, and the service answers any it already applied from its receipt",
            )
        return self.next()

    def _evaluate_for(self, step: Step) -> Callable[[Any, str], Any]:
        def evaluate(raw: Any, field_name: str) -> Any:
            return self.evaluator.evaluate(raw, self.context(), step=step.id, field=field_name)

        return evaluate

    def _todo(self, current: _Current, values: Iterable[Any]) -> Iterator[tuple[int, Any]]:
        """The items still to run, in order: items finished before a resume are taken back
        (a list's results) or skipped (a stream's), not sent again."""
        step_id = current.step.id
        restored = self._restored_items.get(step_id, {}) if current.items is not None else {}
        finished = self._restored_finished.get(step_id) if current.stream is not None else None
        for position, item in enumerate(values):
            current.count = position + 1
            if position in restored:
                current.results[position] = current.masked[position] = restored[position]
                current.ok.add(position)
            elif finished is not None and position in finished:
                current.ok.add(position)
            else:
                yield position, item

    def _take(self, current: _Current) -> tuple[int, Any] | None:
        """The next item to run, or None at the end (or when the stream fails to read)."""
        try:
            return next(current.todo, None)
        except RecipeError as exc:
            current.failed, current.recipe_error = True, True
            current.error = current.error or step_error(exc)
        except _source_errors() as exc:
            current.failed = True
            current.error = current.error or step_error(exc)
        current.todo = iter(())
        return None

    def _limit(self, step: Step) -> int:
        """The most items of `step` in flight at once."""
        wanted = step.concurrency
        if wanted == "auto":
            return self.concurrency or AUTO_CONCURRENCY
        return min(wanted, self.concurrency or wanted)

    def _preview(
        self, step: Step, action: Action, items: list[Any] | None, stream: Stream | None
    ) -> tuple[Effect, list[RenderedRequest]]:
        """The step's effect and, when it may need a confirmation, the requests it would send.

        A stream is previewed by its first items; an action whose effect depends on its
        arguments then counts as its most severe effect, since the rest is not read yet.
        """
        static = isinstance(action.effect, Effect)
        if static and not (step.confirm or action.effect is Effect.DESTRUCTIVE):
            return action.static_effect(), []
        effect = action.static_effect() if static or stream is not None else Effect.READ
        values: Iterable[Any] = [None]
        if items is not None:
            values = items
        elif stream is not None:
            values = _first(stream.read(), PREVIEW_ITEMS)
        requests: list[RenderedRequest] = []
        for index, item in enumerate(values):
            position = None if items is None and stream is None else index
            params = self._params(step, action, item, position)
            if not static:
                effect = max(effect, action.effect_for(params), key=SEVERITY.index)
            if action.render is not None:
                key = idempotency_key(self.run_id, step.id, position)
                requests.append(with_key(action.render(params), key))
        return effect, requests

    def _params(self, step: Step, action: Action, item: Any, position: int | None) -> Any:
        extra = {} if position is None else {step.item_name: item}
        args = self.evaluator.evaluate(
            step.with_, self.context(**extra), step=step.id, field="with"
        )
        try:
            return action.params.model_validate(args)
        except ValidationError as exc:
            raise RecipeError(params_error(exc, step, self.recipe.source)) from None

    def _ask(
        self,
        step: Step,
        action: Action,
        effect: Effect,
        requests: list[RenderedRequest],
        each: bool,
        count: int | None,
    ) -> StepResult | None:
        if each and count == 0:
            return None
        request = ConfirmRequest(
            step.id,
            step.action,
            effect,
            action.summary,
            [_masked_request(self.masker, r) for r in requests],
            count,
            step.description,
        )
        if self.confirm is None:
            result = StepResult(step.id, step.action, effect, NEEDS_CONFIRMATION)
            result.error = StepError(
                f"step {step.id!r} ({step.action}) is {effect.value} and needs confirmation: "
                "pass --yes, or run it in a terminal to answer the prompt"
            )
            self._stop(result, NEEDS_CONFIRMATION)
            return result
        if self.confirm(request):
            return None
        result = StepResult(step.id, step.action, effect, DECLINED)
        result.error = StepError(f"step {step.id!r} was not confirmed; the run stops before it")
        self._stop(result, DECLINED)
        return result

    def _stop(self, result: StepResult, status: str) -> None:
        self.journal.write(
            {
                "event": "step",
                "step": result.id,
                "status": status,
                "error": result.error and result.error.as_dict(),
            }
        )
        self.results.append(result)
        self._emit("step_finished", result.id, result=result)
        self._finish(status)

    def _fail_early(
        self, step: Step, action: Action, exc: Exception, *, recipe_error: bool = True
    ) -> StepResult:
        current = _Current(step, action, None, action.static_effect())
        current.failed = True
        current.error = step_error(exc)
        current.recipe_error = recipe_error
        return self._end_step(current)

    def _prepare(
        self, current: _Current, item: Any, position: int | None
    ) -> tuple[Any, StepError | None]:
        """The call's parameters (and its warnings, shown once per step), or why not."""
        step, action = current.step, current.action
        try:
            params = self._params(step, action, item, position)
        except RecipeError as exc:
            current.recipe_error = True
            return None, step_error(exc)
        for warning in action.warnings_for(params):
            if warning not in current.warnings:
                current.warnings.append(warning)
                self._emit("warning", step.id, message=warning)
        return params, None

    def _context(self, key: str) -> ActionContext:
        return ActionContext(self.client, key, self.state_dir, async_client=self.async_client)

    def _check(
        self, current: _Current, item: Any, position: int | None, result: Any
    ) -> tuple[str, StepError | None]:
        """The step's expectations over one call's result."""
        step = current.step
        extra = {} if position is None else {step.item_name: item}
        for index, expectation in enumerate(step.expectations):
            scope = self.context(result=result, **extra)
            field_name = f"expect[{index}]"
            try:
                held = self.evaluator.truth(expectation.that, scope, step=step.id, field=field_name)
                message = (
                    ""
                    if held
                    else self.evaluator.evaluate(
                        expectation.message, scope, step=step.id, field=f"{field_name}.message"
                    )
                )
            except ExpressionError as exc:
                current.recipe_error = True
                return FAILED, step_error(exc)
            if not held:
                return FAILED, StepError(f"expectation not met: {message}")
        return SUCCEEDED, None

    def _call(
        self, current: _Current, item: Any, position: int | None
    ) -> tuple[str, Any, StepError | None, str]:
        """Run the action once; returns (status, result, error, idempotency key)."""
        key = idempotency_key(self.run_id, current.step.id, position)
        params, error = self._prepare(current, item, position)
        if error is not None:
            return FAILED, None, error, key
        if position is not None:
            self.journal.started(current.step.id, position, _WINDOW)
        context = self._context(key)
        result, exc = _invoke(current.action, context, params)
        for secret in context.secrets:
            self.masker.add(secret)
        for warning in context.warnings:  # what the call found out (ActionContext.warn)
            if warning not in current.warnings:
                current.warnings.append(warning)
                self._emit("warning", current.step.id, message=warning)
        if exc is not None:
            return FAILED, None, step_error(exc), key
        status, error = self._check(current, item, position, result)
        return status, result, error, key

    def _run_single(self, current: _Current) -> StepResult:
        status, result, error, key = self._call(current, None, None)
        current.results = [result]
        if status == FAILED:
            current.failed, current.error = True, error
        return self._end_step(current, key=_sent_key(current.effect, key))

    def _run_item(self, current: _Current, position: int, item: Any) -> StepResult:
        status, result, error, key = self._call(current, item, position)
        return self._finish_item(current, position, status, result, error, key)

    def _finish_item(
        self,
        current: _Current,
        position: int,
        status: str,
        result: Any,
        error: StepError | None,
        key: str,
    ) -> StepResult:
        """Journal a finished item, keep its result in item order, and tell the listener."""
        step = current.step
        if status == FAILED:
            current.failed = True
            current.error = current.error or error
            current.item_failures += 1
        else:
            current.ok.add(position)
        # Masked once, shared by the journal line, the item result and the step's outputs.
        shown = self.masker(result)
        if current.items is not None:
            current.results[position] = result
            current.masked[position] = shown
        shown_error = error and self.masker(error.as_dict())
        # A write's result is kept so a resume can go past it with its outputs; a read is
        # simply run again (reads are safe to repeat); a stream's results are counted, not
        # kept, so neither memory nor the journal grows with them.
        keep = current.effect is not Effect.READ and current.items is not None
        self.journal.finished(step.id, position, status == SUCCEEDED, shown, keep, shown_error)
        item_result = StepResult(
            step.id,
            step.action,
            current.effect,
            status,
            item=position,
            outputs=shown,
            error=self.masker.error(error),
            idempotency_key=_sent_key(current.effect, key),
        )
        self._emit("item_finished", step.id, result=item_result)
        return item_result

    def _pacer(self, step: Step) -> AdaptiveConcurrency:
        """`auto` adapts to the service like the bulk importer; a number stays fixed but
        still pauses every sender for a 429's Retry-After."""
        from callbridge.bulk.pacing import AdaptiveConcurrency

        limit = self._limit(step)
        return AdaptiveConcurrency(limit, 1 if step.concurrency == "auto" else limit)

    def _run_concurrently(self, current: _Current) -> StepResult:
        """Run the rest of a for_each with up to `concurrency` items in flight.

        This thread renders parameters, journals, checks expectations and masks; worker
        threads only make the calls, so expressions and the journal stay single-threaded.
        Items start in order; results land at their position, so outputs keep item order.
        After the first failure of an `on_error: fail` step no new item starts, and the
        ones in flight finish and are journaled, so the report says exactly what succeeded.
        """
        from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait

        from callbridge.api import ApiConnectionError, RateLimited, ServerError
        from callbridge.bulk.pacing import RATE_LIMITED_ATTEMPTS

        step = current.step
        pacer = self._pacer(step)
        flying: dict[Future[tuple[Any, Exception | None, ActionContext]], _Flight] = {}
        again: deque[_Flight] = deque()
        more = True
        pool = ThreadPoolExecutor(pacer.maximum, thread_name_prefix=f"callbridge-{step.id}")
        try:
            while True:
                while not current.stopping and len(flying) < pacer.slots and pacer.wait() <= 0:
                    flight = again.popleft() if again else (self._flight(current) if more else None)
                    if flight is None:
                        more = bool(again)
                        break
                    self.journal.started(step.id, flight.position, 2 * pacer.maximum)
                    context = self._context(flight.key)
                    future = pool.submit(_invoke_in, current.action, context, flight.params)
                    flying[future] = flight
                if not flying:
                    if current.stopping or not (more or again):
                        break
                    time.sleep(pacer.wait())
                    continue
                done, _ = wait(flying, timeout=pacer.wait() or None, return_when=FIRST_COMPLETED)
                for future in done:
                    flight = flying.pop(future)
                    result, exc, context = future.result()
                    for secret in context.secrets:
                        self.masker.add(secret)
                    if isinstance(exc, RateLimited) and flight.attempts < RATE_LIMITED_ATTEMPTS:
                        pacer.on_rate_limited(exc.retry_after)
                        flight.attempts += 1
                        again.append(flight)  # the same key: sent again, applied once
                        continue
                    if isinstance(exc, ServerError | ApiConnectionError):
                        pacer.on_transient()
                    elif exc is None:
                        limits = self.client.rate_limit
                        pacer.on_success(
                            limits.remaining if limits else None, limits.limit if limits else None
                        )
                    error: StepError | None = None
                    if exc is not None:
                        status, error = FAILED, step_error(exc)
                    else:
                        status, error = self._check(current, flight.item, flight.position, result)
                    self._finish_item(current, flight.position, status, result, error, flight.key)
        finally:
            pool.shutdown(wait=False, cancel_futures=True)
        return self._end_step(current)

    def _flight(self, current: _Current) -> _Flight | None:
        """The next item ready to send; an item whose parameters fail is finished as failed."""
        while not current.stopping:
            taken = self._take(current)
            if taken is None:
                return None
            position, item = taken
            key = idempotency_key(self.run_id, current.step.id, position)
            params, problem = self._prepare(current, item, position)
            if problem is None:
                return _Flight(position, item, params, key)
            self._finish_item(current, position, FAILED, None, problem, key)
        return None

    def _end_step(self, current: _Current, key: str | None = None) -> StepResult:
        step = current.step
        self._current = None
        result: Any = (current.results or [None])[0]
        if current.items is not None:
            result = current.results
        elif current.stream is not None:
            # A stream's results are not kept: its outputs say how many items did what.
            result = {
                "items": current.count,
                "succeeded": current.ok.count,
                "failed": current.item_failures,
            }
        outputs: Any = None
        if not current.failed or step.on_error == "continue":
            outputs = result
            if step.outputs is not None:
                try:
                    outputs = self.evaluator.evaluate(
                        step.outputs, self.context(result=result), step=step.id, field="outputs"
                    )
                except ExpressionError as exc:
                    current.failed, current.error, current.recipe_error = (
                        True,
                        step_error(exc),
                        True,
                    )
                    outputs = None
        status = FAILED if current.failed else SUCCEEDED
        reuse = current.items is not None and step.outputs is None and outputs is not None
        if current.items is not None:
            current.count = len(current.items)
        return self._record_step(
            step,
            current.action,
            current.effect,
            status,
            outputs,
            shown=current.masked if reuse else None,
            error=current.error,
            key=key,
            items=current.count if current.each else None,
            warnings=current.warnings,
            recipe_error=current.recipe_error,
            succeeded_items=item_ranges(current.ok, current.count)
            if current.each and status == FAILED
            else None,
        )

    def _record_step(
        self,
        step: Step,
        action: Action,
        effect: Effect,
        status: str,
        outputs: Any,
        *,
        error: StepError | None = None,
        key: str | None = None,
        items: int | None = None,
        warnings: list[str] | None = None,
        recipe_error: bool = False,
        shown: Any = None,
        succeeded_items: str | None = None,
    ) -> StepResult:
        """Record a finished step; `shown` is its outputs already masked, when known."""
        shown = self.masker(outputs) if shown is None else shown
        continued = status == FAILED and step.on_error == "continue" and not recipe_error
        self._steps[step.id] = {"outputs": outputs, "status": status}
        record: dict[str, Any] = {
            "event": "step",
            "step": step.id,
            "status": status,
            "outputs": shown,
        }
        if key is not None:
            record["idempotencyKey"] = key
        if error is not None:
            record["error"] = self.masker(error.as_dict())
        if continued:
            record["continued"] = True
        if succeeded_items is not None:
            record["succeededItems"] = succeeded_items
        self.journal.write(record, masked=True)
        result = StepResult(
            step.id,
            action.name,
            effect,
            status,
            outputs=shown,
            error=self.masker.error(error),
            idempotency_key=key,
            warnings=list(warnings or []),
            items=items,
            continued=continued,
            recipe_error=recipe_error,
            succeeded_items=succeeded_items,
        )
        self.results.append(result)
        self._emit("step_finished", step.id, result=result)
        self._index += 1
        if status == FAILED and not continued:
            self._finish(FAILED)
        elif self._index >= len(self.recipe.steps):
            self._finish(SUCCEEDED)
        return result

    def _finish(self, status: str) -> None:
        if status == SUCCEEDED:
            try:
                self.outputs = self.evaluator.evaluate(
                    self.recipe.outputs, self.context(), step="", field="outputs"
                )
            except ExpressionError as exc:
                status = FAILED
                failure = StepResult(
                    "outputs", "", Effect.READ, FAILED, error=self.masker.error(step_error(exc))
                )
                failure.recipe_error = True
                self.results.append(failure)
        self.status = status
        self.journal.write({"event": "run_finished", "status": status, "outputs": self.outputs})
        self.journal.close()
        self._emit("run_finished", message=status)


SEVERITY = [Effect.READ, Effect.WRITE, Effect.DESTRUCTIVE]
# Items marked started per journal line when they run one at a time.
_WINDOW = 64
# Ranges of succeeded items a failed step lists before summing up the rest.
SHOWN_RANGES = 20


def _invoke(action: Action, context: ActionContext, params: Any) -> tuple[Any, Exception | None]:
    """Call the action; an error it may raise comes back as a value (this may run in a
    worker thread, where raising would lose which item it belongs to)."""
    from callbridge.api import CallbridgeError

    try:
        return action.call(context, params), None
    except (CallbridgeError, ActionFailed, ValueError, OSError) as exc:
        # ValueError: a value the client refuses before sending (a naive date-time);
        # OSError: a local file an action reads or writes (id map, cursor, secret).
        return None, exc


def _invoke_in(
    action: Action, context: ActionContext, params: Any
) -> tuple[Any, Exception | None, ActionContext]:
    result, exc = _invoke(action, context, params)
    return result, exc, context


def _source_errors() -> tuple[type[Exception], ...]:
    """What reading a stream's page may raise besides a RecipeError (the client is
    imported late to keep `migrate --help` fast)."""
    from callbridge.api import CallbridgeError

    return (CallbridgeError, OSError)


def _first(values: Iterator[Any], count: int) -> list[Any]:
    out = []
    for value in values:
        out.append(value)
        if len(out) >= count:
            break
    return out


def item_ranges(done: IndexSet, count: int) -> str:
    """Item indexes as ranges: `0-6, 8, 10-12`, or `none`; past `SHOWN_RANGES` ranges the
    rest is summed up (the journal has every item)."""
    parts: list[str] = []
    start: int | None = None
    for index in range(count + 1):
        inside = index < count and index in done
        if inside and start is None:
            start = index
        elif not inside and start is not None:
            parts.append(str(start) if start == index - 1 else f"{start}-{index - 1}")
            start = None
    if len(parts) > SHOWN_RANGES:
        shown = ", ".join(parts[:SHOWN_RANGES])
        return f"{shown} and {len(parts) - SHOWN_RANGES} more ranges ({done.count} items in all)"
    return ", ".join(parts) or "none"


def _sent_key(effect: Effect, key: str) -> str | None:
    """The idempotency key a call sent: writes carry one, reads none."""
    return None if effect is Effect.READ else key


def with_key(request: RenderedRequest, key: str) -> RenderedRequest:
    if request.method == "GET" or request.note:
        return request
    return RenderedRequest(request.method, request.path, request.body, key, request.params)


def _masked_request(masker: Masker, request: RenderedRequest) -> RenderedRequest:
    return dataclasses.replace(request, body=masker(request.body), params=masker(request.params))
