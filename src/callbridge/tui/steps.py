"""The walkthrough's steps, in order, with the key that jumps to each.

Kept apart from the screens so the step bar, the command palette and the app's bindings
read one list and cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    id: str
    title: str
    key: str


STEPS: tuple[Step, ...] = (
    Step("connect", "Connect", "f2"),
    Step("scan", "Scan", "f3"),
    Step("fix", "Fix", "f8"),
    Step("plan", "Plan", "f4"),
    Step("run", "Run", "f5"),
    Step("webhooks", "Webhooks", "f6"),
    Step("report", "Report", "f7"),
)

STEP_IDS: tuple[str, ...] = tuple(step.id for step in STEPS)


def step(step_id: str) -> Step:
    """The step called `step_id`; a KeyError names an unknown one."""
    for candidate in STEPS:
        if candidate.id == step_id:
            return candidate
    raise KeyError(step_id)
