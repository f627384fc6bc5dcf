"""Every action a recipe step may name. Importing this package registers them all."""

from __future__ import annotations

import difflib

from callbridge.recipe.actions import api, bulk, changes, resolve, webhooks
from callbridge.recipe.actions.registry import (
    Action,
    ActionContext,
    Effect,
    Params,
    RenderedRequest,
    registry,
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

_MODULES = (api, bulk, changes, resolve, webhooks)


def action_names() -> list[str]:
    return sorted(registry())


def get_action(name: str) -> Action | None:
    return registry().get(name)


def suggest(name: str, choices: list[str]) -> str:
    """A "did you mean" hint for a misspelt name, or an empty string."""
    close = difflib.get_close_matches(name, choices, n=3, cutoff=0.5)
    if not close:
        return ""
    return " (did you mean " + " or ".join(repr(c) for c in close) + "?)"
