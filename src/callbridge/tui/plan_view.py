"""Reading a recipe plan for display: one row per call, with what it would send or did read."""

from __future__ import annotations

from dataclasses import dataclass

from callbridge.recipe import Plan, PlannedStep
from callbridge.tui.widgets.run_view import preview

PLAN_PREVIEW = 60


@dataclass(frozen=True)
class PlanRow:
    step_id: str
    action: str
    effect: str
    confirm: bool
    what: str


def _call_text(step: PlannedStep) -> list[str]:
    if step.skipped:
        return ["skipped: its condition is false"]
    if isinstance(step.condition, str):
        return [f"runs if its condition holds ({step.condition})"]
    if isinstance(step.items, str):
        return [f"once per item ({step.items})"]
    lines = []
    for call in step.calls:
        item = "" if call.item is None else f"[{call.item}] "
        if call.error is not None:
            code = f"{call.error.code}: " if call.error.code else ""
            request = f" [request id {call.error.request_id}]" if call.error.request_id else ""
            lines.append(f"{item}failed: {code}{call.error.message}{request}")
        elif call.request is not None:
            key = f" (key {call.request.idempotency_key})" if call.request.idempotency_key else ""
            verb = "read" if call.status == "ran" else "would send"
            lines.append(f"{item}{verb} {call.request.method} {call.request.path}{key}")
        elif call.status == "ran":
            lines.append(f"{item}read → {preview(call.outputs, PLAN_PREVIEW)}")
        else:
            lines.append(f"{item}{call.status}")
    return lines or ["no call"]


def plan_rows(plan: Plan) -> list[PlanRow]:
    rows = []
    for step in plan.steps:
        for index, what in enumerate(_call_text(step)):
            first = index == 0
            rows.append(
                PlanRow(
                    step.id if first else "",
                    step.action if first else "",
                    step.effect.value if first else "",
                    step.needs_confirmation and first,
                    what,
                )
            )
    return rows


def step_request(plan: Plan, step_id: str, item: int | None = None) -> str | None:
    """`METHOD /path` the plan rendered for the step (or for its item `item`), for the run
    log; None when the plan could not render it (it depended on a write)."""
    for step in plan.steps:
        if step.id == step_id:
            for call in step.calls:
                if call.item == item and call.request is not None:
                    return f"{call.request.method} {call.request.path}"
    return None


def effect_counts(plan: Plan) -> dict[str, int]:
    counts = {"read": 0, "write": 0, "destructive": 0}
    for step in plan.steps:
        counts[step.effect.value] = counts.get(step.effect.value, 0) + 1
    return counts
