"""Planning a recipe: what a run would do, without writing anything.

Read steps really run, because later steps usually need what they read (a list's contacts,
the credential's owner). Writes are rendered as the request they would send, with the
idempotency key, and not sent; their outputs stay symbolic (`<steps.create_list.outputs.id>`),
and anything computed from them is reported as depending on a write.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import TypeAdapter, ValidationError

from callbridge.recipe.actions import Action, ActionContext, Effect, RenderedRequest, get_action
from callbridge.recipe.errors import ActionFailed, RecipeError, StepError
from callbridge.recipe.expressions import OMIT, Evaluator, Pending, PendingTracker, contains_pending
from callbridge.recipe.journal import new_run_id
from callbridge.recipe.masking import Masker
from callbridge.recipe.runner import (
    DEFAULT_STATE_DIR,
    idempotency_key,
    params_error,
    step_error,
    with_key,
)
from callbridge.recipe.schema import ItemSource, Recipe, Step
from callbridge.recipe.sources import open_stream

if TYPE_CHECKING:
    from callbridge.api import Client

UNKNOWN = "depends on a write"
# A streamed for_each is planned item by item (every item's arguments are rendered and
# validated, so a bad row shows before anything is sent), but only its first items' calls
# are kept and shown, and only theirs run when the step reads: memory stays bounded.
SHOWN_ITEMS = 5


@dataclass
class PlannedCall:
    """One call of a step: a read that ran, or a write that would be sent."""

    item: int | None
    status: str  # ran | failed | would_send | deferred
    request: RenderedRequest | None = None
    outputs: Any = None
    error: StepError | None = None


@dataclass
class PlannedStep:
    id: str
    action: str
    effect: Effect
    needs_confirmation: bool
    condition: bool | str | None  # None: no `if`; UNKNOWN when it depends on a write
    items: int | str | None  # None: not a for_each; UNKNOWN when the list comes from a write
    calls: list[PlannedCall] = field(default_factory=list)
    outputs: Any = None
    warnings: list[str] = field(default_factory=list)
    description: str | None = None
    source: str | None = None  # a streamed for_each: what it reads
    first_items: list[Any] = field(default_factory=list)

    @property
    def skipped(self) -> bool:
        return self.condition is False

    @property
    def failed(self) -> bool:
        return any(call.status == "failed" for call in self.calls)


@dataclass
class Plan:
    recipe: str
    run_id: str
    steps: list[PlannedStep]
    outputs: dict[str, Any]
    pending_outputs: list[str]

    @property
    def ok(self) -> bool:
        return not any(step.failed for step in self.steps)

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = _plain(
            {
                "recipe": self.recipe,
                "run_id": self.run_id,
                "status": "planned" if self.ok else "failed",
                "steps": [
                    {
                        "id": s.id,
                        "action": s.action,
                        "effect": s.effect.value,
                        "needsConfirmation": s.needs_confirmation,
                        "condition": s.condition,
                        "items": s.items,
                        "calls": [
                            {
                                "item": c.item,
                                "status": c.status,
                                **({"request": c.request.as_dict()} if c.request else {}),
                                **({"outputs": c.outputs} if c.status == "ran" else {}),
                                **({"error": c.error.as_dict()} if c.error else {}),
                            }
                            for c in s.calls
                        ],
                        "outputs": s.outputs,
                        "warnings": s.warnings,
                        **({"source": s.source, "firstItems": s.first_items} if s.source else {}),
                    }
                    for s in self.steps
                ],
                "outputs": self.outputs,
                "pendingOutputs": self.pending_outputs,
            }
        )
        return out


def _plain(value: Any) -> Any:
    """Symbolic values as text, for printing and JSON."""
    if isinstance(value, Pending):
        return f"<{value.path}>"
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


class _Planner:
    def __init__(
        self,
        recipe: Recipe,
        inputs: Mapping[str, Any],
        client: Client,
        run_id: str,
        state_dir: Path,
    ) -> None:
        self.recipe = recipe
        self.inputs = dict(inputs)
        self.client = client
        self.run_id = run_id
        self.state_dir = state_dir
        self.evaluator = Evaluator(recipe.source, for_each_limit=recipe.limits.for_each)
        self.tracker = PendingTracker()
        self.steps: dict[str, dict[str, Any]] = {}
        self.masker = Masker(
            [str(inputs[n]) for n, s in recipe.inputs.items() if s.secret and inputs.get(n)]
        )
        self._adapters: dict[tuple[str, str], TypeAdapter[Any]] = {}

    def context(self, **extra: Any) -> dict[str, Any]:
        return {"inputs": self.inputs, "steps": self.steps, "run": {"id": self.run_id}, **extra}

    def value(self, raw: Any, step: Step, field_name: str, **extra: Any) -> Any:
        """Evaluate; a value computed from a write's output comes back as Pending."""
        self.tracker.touched = False
        try:
            result = self.evaluator.evaluate(
                raw, self.context(**extra), step=step.id, field=field_name
            )
        except RecipeError:
            if self.tracker.touched:
                return Pending(f"{step.id}.{field_name}", self.tracker)
            raise
        if self.tracker.touched and not contains_pending(result):
            return Pending(f"{step.id}.{field_name}", self.tracker)
        return result

    def run(self) -> Plan:
        planned: list[PlannedStep] = []
        for step in self.recipe.steps:
            entry = self.step(step)
            planned.append(entry)
            if entry.failed and step.on_error == "fail":
                break
        outputs: dict[str, Any] = {}
        pending: list[str] = []
        if all(not s.failed for s in planned):
            for name, raw in self.recipe.outputs.items():
                self.tracker.touched = False
                try:
                    value = self.evaluator.evaluate(
                        raw, self.context(), step="", field=f"outputs.{name}"
                    )
                except RecipeError:
                    if not self.tracker.touched:
                        raise
                    value = Pending(f"outputs.{name}", self.tracker)
                if self.tracker.touched or contains_pending(value):
                    pending.append(name)
                outputs[name] = value
        return Plan(self.recipe.name, self.run_id, planned, self.masker(_plain(outputs)), pending)

    def step(self, step: Step) -> PlannedStep:
        action = get_action(step.action)
        assert action is not None
        entry = PlannedStep(
            step.id,
            step.action,
            action.static_effect(),
            False,
            None,
            None,
            description=step.description,
        )
        try:
            if step.if_ is not None:
                condition = self.value(step.if_, step, "if")
                if isinstance(condition, Pending):
                    entry.condition = UNKNOWN
                else:
                    entry.condition = bool(
                        self.evaluator.truth(condition, {}, step=step.id, field="if")
                    )
                if entry.condition is False:
                    entry.effect = action.static_effect()
                    self.steps[step.id] = {"outputs": None, "status": "skipped"}
                    return entry
            items: Iterable[Any] | None = None
            if isinstance(step.for_each, ItemSource):
                items = self.stream(step, step.for_each, entry)
            elif step.for_each is not None:
                value = self.value(step.for_each, step, "for_each")
                if isinstance(value, Pending):
                    entry.items = UNKNOWN
                    items = [Pending(step.item_name, self.tracker)]
                elif not isinstance(value, list):
                    raise RecipeError(
                        f"{self.recipe.source}, step {step.id!r}, for_each: must give a list, "
                        f"got {type(value).__name__}"
                    )
                else:
                    items = value
                    entry.items = len(items)
            results = self.calls(step, action, entry, items)
        except RecipeError as exc:
            entry.calls.append(
                PlannedCall(None, "failed", error=self.masker.error(step_error(exc)))
            )
            return entry
        result: Any = results if items is not None else results[0]
        if step.streamed:
            result = Pending(f"steps.{step.id}.outputs", self.tracker)
        outputs: Any = result
        if step.outputs is not None and not entry.failed:
            outputs = self.value(step.outputs, step, "outputs", result=result)
        self.steps[step.id] = {"outputs": outputs, "status": "planned"}
        entry.outputs = self.masker(_plain(outputs))
        entry.needs_confirmation = entry.effect is Effect.DESTRUCTIVE or step.confirm
        return entry

    def stream(self, step: Step, source: ItemSource, entry: PlannedStep) -> Iterable[Any]:
        """The items of a streamed for_each, counted (into `entry.items`) as they are read."""

        def evaluate(raw: Any, field_name: str) -> Any:
            value = self.value(raw, step, field_name)
            if isinstance(value, Pending):
                raise RecipeError(
                    f"{self.recipe.source}, step {step.id!r}, {field_name}: a streamed "
                    "for_each cannot depend on a write in a plan"
                )
            return value

        stream = open_stream(source, evaluate, self.client)
        entry.source = stream.describe()
        entry.items = 0

        def counted() -> Iterable[Any]:
            for item in stream.read():
                assert isinstance(entry.items, int)
                if entry.items < SHOWN_ITEMS:
                    entry.first_items.append(self.masker(item))
                entry.items += 1
                yield item

        return counted()

    def calls(
        self, step: Step, action: Action, entry: PlannedStep, items: Iterable[Any] | None
    ) -> list[Any]:
        results: list[Any] = []
        effects: set[Effect] = set()
        streamed = step.streamed
        for index, item in enumerate(items if items is not None else [None]):
            position = None if items is None else index
            if streamed and index >= SHOWN_ITEMS:
                self.check(step, action, item, effects)
                continue
            args = self.args(step, item, position)
            key = idempotency_key(self.run_id, step.id, position)
            symbolic = f"steps.{step.id}.outputs" + ("" if position is None else f"[{position}]")
            if contains_pending(args):
                effects.add(action.static_effect())
                entry.calls.append(self.unresolved(action, args, key, position))
                results.append(Pending(symbolic, self.tracker))
                continue
            try:
                params = action.params.model_validate(args)
            except ValidationError as exc:
                raise RecipeError(params_error(exc, step, self.recipe.source)) from None
            effect = action.effect_for(params)
            effects.add(effect)
            for warning in action.warnings_for(params):
                if warning not in entry.warnings:
                    entry.warnings.append(warning)
            if effect is Effect.READ:
                results.append(self.read(action, params, key, entry, position))
                continue
            assert action.render is not None, f"write action {action.name} renders no request"
            request = with_key(action.render(params), key)
            entry.calls.append(PlannedCall(position, "would_send", self._masked(request)))
            results.append(Pending(symbolic, self.tracker))
        if effects:
            entry.effect = max(effects, key=[Effect.READ, Effect.WRITE, Effect.DESTRUCTIVE].index)
        return results

    def args(self, step: Step, item: Any, position: int | None) -> dict[str, Any]:
        """A call's arguments, rendered (`OMIT` leaves one out)."""
        extra = {} if position is None else {step.item_name: item}
        evaluated = {
            name: self.value(raw, step, f"with.{name}", **extra) for name, raw in step.with_.items()
        }
        return {name: value for name, value in evaluated.items() if value is not OMIT}

    def check(self, step: Step, action: Action, item: Any, effects: set[Effect]) -> None:
        """Render and validate one item's arguments without keeping a call for it."""
        args = self.args(step, item, 0)
        if contains_pending(args):
            self.check_known(step, action, args)
            effects.add(action.static_effect())
            return
        try:
            params = action.params.model_validate(args)
        except ValidationError as exc:
            raise RecipeError(params_error(exc, step, self.recipe.source)) from None
        effects.add(action.effect_for(params))

    def check_known(self, step: Step, action: Action, args: dict[str, Any]) -> None:
        """Validate the arguments that do not depend on a write, each against its field."""
        fields = {info.alias or name: info for name, info in action.params.model_fields.items()}
        for name, value in args.items():
            info = fields.get(name)
            if info is None or contains_pending(value):
                continue
            adapter = self._adapters.get((action.name, name))
            if adapter is None:
                annotated = Annotated[info.annotation, *info.metadata]  # type: ignore[name-defined]
                adapter = self._adapters[(action.name, name)] = TypeAdapter(annotated)
            try:
                adapter.validate_python(value)
            except ValidationError as exc:
                message = "; ".join(error["msg"] for error in exc.errors())
                raise RecipeError(
                    f"{self.recipe.source}, step {step.id!r}: invalid arguments for "
                    f"{step.action}: with.{name}: {message}"
                ) from None

    def unresolved(
        self, action: Action, args: dict[str, Any], key: str, position: int | None
    ) -> PlannedCall:
        """A call whose arguments come from a write: a write is shown with placeholders, a
        read is deferred (it can only run after the write)."""
        if action.render is not None and action.static_effect() is not Effect.READ:
            try:
                request = action.render(action.params.model_construct(**args))
            except (TypeError, ValueError, AttributeError):
                pass
            else:
                return PlannedCall(position, "would_send", self._masked(with_key(request, key)))
        return PlannedCall(position, "deferred", outputs=self.masker(_plain(args)))

    def read(
        self, action: Action, params: Any, key: str, entry: PlannedStep, position: int | None
    ) -> Any:
        from callbridge.api import CallbridgeError

        context = ActionContext(self.client, key, self.state_dir, dry_run=True)
        try:
            result = action.call(context, params)
        except (CallbridgeError, ActionFailed, ValueError, OSError) as exc:
            entry.calls.append(
                PlannedCall(position, "failed", error=self.masker.error(step_error(exc)))
            )
            return None
        for secret in context.secrets:
            self.masker.add(secret)
        entry.warnings += [w for w in context.warnings if w not in entry.warnings]
        entry.calls.append(PlannedCall(position, "ran", outputs=self.masker(result)))
        return result

    def _masked(self, request: RenderedRequest) -> RenderedRequest:
        return dataclasses.replace(
            request,
            body=self.masker(_plain(request.body)),
            params=self.masker(_plain(request.params)),
        )


def plan(
    recipe: Recipe,
    inputs: Mapping[str, Any],
    client: Client,
    *,
    run_id: str | None = None,
    state_dir: Path | str = DEFAULT_STATE_DIR,
) -> Plan:
    """Plan a run: reads run, writes are rendered (with their idempotency keys) and not sent."""
    return _Planner(recipe, inputs, client, run_id or new_run_id(), Path(state_dir)).run()
