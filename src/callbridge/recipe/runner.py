"""Running a recipe step by step: the engine behind `migrate run` and the TUI.

The runner can be driven one unit at a time (`next()`: a whole step, or one item of a
`for_each` step), so a TUI can show progress and a CLI can print as it goes. Every write gets
an idempotency key derived from the run id, the step id and the item index, and every finished
unit is journaled; `Runner.resume` rebuilds the state from the journal and goes on with the
same keys, so no write is applied twice.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
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
    Journal,
    StepRecord,
    journal_path,
    new_run_id,
    read_journal,
)
from callbridge.recipe.masking import Masker
from callbridge.recipe.schema import Recipe, Step

if TYPE_CHECKING:
    from callbridge.api import Client

DEFAULT_STATE_DIR = Path(".callbridge")

# Step and run statuses.
SUCCEEDED = "succeeded"
FAILED = "failed"
SKIPPED = "skipped"
NEEDS_CONFIRMATION = "needs_confirmation"
DECLINED = "declined"
RUNNING = "running"


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
    """Progress for a terminal or a TUI: step_started, item_finished, step_finished,
    warning, run_finished."""

    kind: str
    step_id: str | None = None
    result: StepResult | None = None
    message: str | None = None


ConfirmCallback = Callable[[ConfirmRequest], bool]
EventCallback = Callable[[RunEvent], None]


@dataclass
class _Current:
    """The step being worked on."""

    step: Step
    action: Action
    items: list[Any] | None  # None: a single call
    effect: Effect
    results: list[Any] = field(default_factory=list)
    masked: list[Any] = field(default_factory=list)
    position: int = 0
    failed: bool = False
    error: StepError | None = None
    recipe_error: bool = False
    warnings: list[str] = field(default_factory=list)


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
    ) -> None:
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
        self.status = RUNNING
        self.results: list[StepResult] = []
        self.outputs: dict[str, Any] = {}
        self.evaluator = Evaluator(recipe.source)
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
        if (
            current.items is not None
            and current.position < len(current.items)
            and not (current.failed and current.step.on_error == "fail")
        ):
            return self._run_item(current)
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
        try:
            if step.if_ is not None:
                condition = self.evaluator.truth(step.if_, self.context(), step=step.id, field="if")
                if not condition:
                    return self._record_step(step, action, action.static_effect(), SKIPPED, None)
            items: list[Any] | None = None
            if step.for_each is not None:
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
            effect, requests = self._preview(step, action, items)
        except RecipeError as exc:
            return self._fail_early(step, action, exc)
        if (effect is Effect.DESTRUCTIVE or step.confirm) and not self.assume_yes:
            answer = self._ask(step, action, effect, requests, items)
            if answer is not None:
                return answer
        self._current = _Current(step, action, items, effect)
        if items is not None:
            restored = self._restored_items.get(step.id, {})
            # Items finished before the run stopped are taken back, not sent again.
            while self._current.position in restored:
                self._current.results.append(restored[self._current.position])
                self._current.masked.append(restored[self._current.position])
                self._current.position += 1
            return self.next()
        return self._run_single(self._current)

    def _preview(
        self, step: Step, action: Action, items: list[Any] | None
    ) -> tuple[Effect, list[RenderedRequest]]:
        """The step's effect and, when it may need a confirmation, the requests it would send."""
        static = isinstance(action.effect, Effect)
        if static and not (step.confirm or action.effect is Effect.DESTRUCTIVE):
            return action.static_effect(), []
        effect = action.static_effect() if static else Effect.READ
        requests: list[RenderedRequest] = []
        for index, item in enumerate(items if items is not None else [None]):
            position = None if items is None else index
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
        items: list[Any] | None,
    ) -> StepResult | None:
        if items is not None and not items:
            return None
        request = ConfirmRequest(
            step.id,
            step.action,
            effect,
            action.summary,
            [_masked_request(self.masker, r) for r in requests],
            None if items is None else len(items),
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

    def _fail_early(self, step: Step, action: Action, exc: RecipeError) -> StepResult:
        current = _Current(step, action, None, action.static_effect())
        current.failed = True
        current.error = step_error(exc)
        current.recipe_error = True
        return self._end_step(current)

    def _call(
        self, current: _Current, item: Any, position: int | None
    ) -> tuple[str, Any, StepError | None, str]:
        """Run the action once; returns (status, result, error, idempotency key)."""
        step, action = current.step, current.action
        key = idempotency_key(self.run_id, step.id, position)
        try:
            params = self._params(step, action, item, position)
        except RecipeError as exc:
            current.recipe_error = True
            return FAILED, None, step_error(exc), key
        context = ActionContext(self.client, key, self.state_dir, async_client=self.async_client)
        for warning in action.warnings_for(params):
            if warning not in current.warnings:
                current.warnings.append(warning)
                self._emit("warning", step.id, message=warning)
        from callbridge.api import CallbridgeError

        try:
            result = action.call(context, params)
        except (CallbridgeError, ActionFailed, ValueError, OSError) as exc:
            # ValueError: a value the client refuses before sending (a naive date-time);
            # OSError: a local file an action reads or writes (id map, cursor, secret).
            return FAILED, None, step_error(exc), key
        finally:
            for secret in context.secrets:
                self.masker.add(secret)
            for warning in context.warnings:  # what the call found out (ActionContext.warn)
                if warning not in current.warnings:
                    current.warnings.append(warning)
                    self._emit("warning", step.id, message=warning)
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
                return FAILED, result, step_error(exc), key
            if not held:
                return FAILED, result, StepError(f"expectation not met: {message}"), key
        return SUCCEEDED, result, None, key

    def _run_single(self, current: _Current) -> StepResult:
        status, result, error, key = self._call(current, None, None)
        current.results = [result]
        if status == FAILED:
            current.failed, current.error = True, error
        return self._end_step(current, key=_sent_key(current.effect, key))

    def _run_item(self, current: _Current) -> StepResult:
        assert current.items is not None
        position = current.position
        status, result, error, key = self._call(current, current.items[position], position)
        current.results.append(result)
        current.position += 1
        if status == FAILED:
            current.failed = True
            current.error = current.error or error
        # Masked once, shared by the journal line, the item result and the step's outputs.
        shown = self.masker(result)
        current.masked.append(shown)
        shown_error = error and self.masker(error.as_dict())
        record: dict[str, Any] = {
            "event": "item",
            "step": current.step.id,
            "index": position,
            "status": status,
        }
        if current.effect is not Effect.READ:
            # A write's result is kept so a resume can go past it; a read is simply run
            # again (reads are safe to repeat), which keeps journals of big reads small.
            record["idempotencyKey"] = key
            record["result"] = shown
        if shown_error:
            record["error"] = shown_error
        self.journal.write(record, masked=True)
        item_result = StepResult(
            current.step.id,
            current.step.action,
            current.effect,
            status,
            item=position,
            outputs=shown,
            error=self.masker.error(error),
            idempotency_key=_sent_key(current.effect, key),
        )
        self._emit("item_finished", current.step.id, result=item_result)
        return item_result

    def _end_step(self, current: _Current, key: str | None = None) -> StepResult:
        step = current.step
        self._current = None
        result: Any = (
            current.results if current.items is not None else (current.results or [None])[0]
        )
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
        return self._record_step(
            step,
            current.action,
            current.effect,
            status,
            outputs,
            shown=current.masked if reuse else None,
            error=current.error,
            key=key,
            items=None if current.items is None else len(current.items),
            warnings=current.warnings,
            recipe_error=current.recipe_error,
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


def _sent_key(effect: Effect, key: str) -> str | None:
    """The idempotency key a call sent: writes carry one, reads none."""
    return None if effect is Effect.READ else key


def with_key(request: RenderedRequest, key: str) -> RenderedRequest:
    if request.method == "GET" or request.note:
        return request
    return RenderedRequest(request.method, request.path, request.body, key, request.params)


def _masked_request(masker: Masker, request: RenderedRequest) -> RenderedRequest:
    return dataclasses.replace(request, body=masker(request.body), params=masker(request.params))
