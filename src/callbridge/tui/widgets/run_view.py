"""A run's steps and its live log, as the recipe runner reports them."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Self

from rich.console import RenderableType
from rich.text import Text
from textual.widgets import DataTable, RichLog

from callbridge._terminal import same_width

if TYPE_CHECKING:
    from callbridge.recipe.runner import StepResult
    from callbridge.recipe.schema import Recipe

_STATUS_STYLES = {
    "succeeded": "green",
    "failed": "red",
    "skipped": "dim",
    "declined": "red",
    "needs_confirmation": "yellow",
    "running": "yellow",
    "pending": "dim",
}
_EFFECT_STYLES = {"read": "cyan", "write": "yellow", "destructive": "bold red"}
OUTPUT_PREVIEW = 120


def effect_text(effect: str) -> Text:
    return Text(effect, style=_EFFECT_STYLES.get(effect, ""))


def status_text(status: str) -> Text:
    return Text(status, style=_STATUS_STYLES.get(status, ""))


def preview(value: Any, width: int = OUTPUT_PREVIEW) -> str:
    """Compact JSON, cut to `width` characters."""
    text = json.dumps(value, default=str, separators=(",", ":"))
    return text if len(text) <= width else text[: width - 1] + "…"


def log_line(result: StepResult, request: str | None) -> Text:
    """`✓ step[item] action  PUT /path`, then its idempotency key, then its outputs or the
    error with its request id, each on a line of its own so none is cut by wrapping."""
    ok = result.status == "succeeded"
    line = Text()
    line.append(
        "✓ " if ok else ("· " if result.status == "skipped" else "✗ "),
        style=_STATUS_STYLES.get(result.status, ""),
    )
    name = result.id if result.item is None else f"{result.id}[{result.item}]"
    line.append(name, style="bold")
    line.append(f" {result.action}")
    if request:
        line.append(f"  {request}", style="cyan")
    if result.idempotency_key:
        line.append(f"\n    key {result.idempotency_key}", style="dim")
    if result.error is not None:
        error = result.error
        code = f"{error.code}: " if error.code else ""
        line.append(f"\n    {code}{error.message}", style="red")
        if error.request_id:
            line.append(f" [request id {error.request_id}]", style="red")
    elif result.status == "skipped":
        line.append("  skipped", style="dim")
    elif result.outputs is not None:
        line.append(f"\n    → {preview(result.outputs)}", style="dim")
    return line


class StepsTable(DataTable[Text | str]):
    HELP = """
## Steps
The recipe's steps in order with their effect (read, write, destructive) and status.
**n** runs the next unit, **r** runs to the end, **p** pauses after the current unit,
**s** skips the next step, **c** resumes a failed run without repeating its writes.
"""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row")

    def on_mount(self) -> None:
        self.add_column("step", key="step", width=18)
        self.add_column("action", key="action", width=22)
        self.add_column("effect", key="effect", width=11)
        self.add_column("status", key="status", width=12)
        self.add_column("items", key="items", width=5)

    def load(self, recipe: Recipe, effects: dict[str, str]) -> None:
        self.clear()
        for step in recipe.steps:
            self.add_row(
                Text(step.id),
                Text(step.action),
                effect_text(effects.get(step.id, "")),
                status_text("pending"),
                Text(""),
                key=step.id,
            )

    def mark(self, step_id: str, status: str, items: str = "") -> None:
        if step_id not in self.rows:
            return
        self.update_cell(step_id, "status", status_text(status))
        if items:
            self.update_cell(step_id, "items", Text(items))
        self.move_cursor(row=self.get_row_index(step_id))


class RunLog(RichLog):
    HELP = """
## Run log
Every unit of work as it finishes: the request it stands for, the idempotency key sent with
it, and its result, or the service's error code, message and request id.
"""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False)

    def write(
        self,
        content: RenderableType | object,
        width: int | None = None,
        expand: bool = False,
        shrink: bool = True,
        scroll_end: bool | None = None,
        animate: bool = False,
    ) -> Self:
        """Every line shows service and receiver text: no control character reaches the
        terminal (each is shown as U+FFFD, so the line's styles keep their places)."""
        if isinstance(content, Text):
            content = content.copy()
            content.plain = same_width(content.plain)
        elif isinstance(content, str):
            content = same_width(content)
        return super().write(content, width, expand, shrink, scroll_end, animate)
