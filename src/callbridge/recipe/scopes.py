"""The scopes a recipe needs, so a key can be checked (or created) before a run starts."""

from __future__ import annotations

from callbridge.recipe.actions import get_action
from callbridge.recipe.schema import Recipe


def required_scopes(recipe: Recipe) -> list[str]:
    """Every scope the recipe's actions declare (the `request` action declares none)."""
    scopes: set[str] = set()
    for step in recipe.steps:
        action = get_action(step.action)
        if action is not None:
            scopes.update(action.scopes)
    return sorted(scopes)
