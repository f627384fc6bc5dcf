"""The scopes a recipe needs, so a key can be checked (or created) before a run starts."""

from __future__ import annotations

from callbridge.recipe.actions import get_action
from callbridge.recipe.schema import ItemSource, Recipe

# A streamed for_each reads what these actions read.
_STREAM_READS = {"list_contacts": "lists.contacts", "changes": "changes.drain"}


def required_scopes(recipe: Recipe) -> list[str]:
    """Every scope the recipe's actions and streams declare (the `request` action declares
    none)."""
    scopes: set[str] = set()
    for step in recipe.steps:
        names = [step.action]
        if isinstance(step.for_each, ItemSource):
            names += [read for kind, read in _STREAM_READS.items() if getattr(step.for_each, kind)]
        for name in names:
            action = get_action(name)
            if action is not None:
                scopes.update(action.scopes)
    return sorted(scopes)
