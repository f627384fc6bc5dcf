"""Every action a recipe step may name: the table in `catalog.py`, looked up by name."""

from __future__ import annotations

import difflib

from callbridge.recipe.actions.catalog import ACTIONS
from callbridge.recipe.actions.registry import (
    Action,
    ActionContext,
    Effect,
    Params,
    RenderedRequest,
)

__all__ = [
    "Action",
    "ActionContext",
    "Effect",
    "Params",
    "RenderedRequest",
    "action_names",
    "get_action",
    "suggest",
]

_BY_NAME: dict[str, Action] = {action.name: action for action in ACTIONS}
if len(_BY_NAME) != len(ACTIONS):
    raise ValueError("an action name appears twice in the action table")


def action_names() -> list[str]:
    return sorted(_BY_NAME)


def get_action(name: str) -> Action | None:
    return _BY_NAME.get(name)


def suggest(name: str, choices: list[str]) -> str:
    """A "did you mean" hint for a misspelt name, or an empty string."""
    close = difflib.get_close_matches(name, choices, n=3, cutoff=0.5)
    if not close:
        return ""
    return " (did you mean " + " or ".join(repr(c) for c in close) + "?)"
