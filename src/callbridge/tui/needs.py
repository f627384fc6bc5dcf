"""Which scopes the later steps will ask the service for, so Connect can name what is missing.

The service is the judge (a missing scope answers 403 `insufficient_scope`); this is only
the early warning, built from the contract: webhook operations need `webhooks:manage` plus
the read scope of every subscribed event (gap G9; the client's scope table), and recipes
need what their steps call.
"""

from __future__ import annotations

from collections.abc import Sequence

from callbridge.api.scopes import webhook_scopes

DEFAULT_WEBHOOK_EVENTS: tuple[str, ...] = ("call.completed", "call.disposition_updated")


def scopes_needed_by_steps(
    recipe_scopes: Sequence[str] = (),
    events: Sequence[str] = DEFAULT_WEBHOOK_EVENTS,
) -> dict[str, list[str]]:
    needed: dict[str, list[str]] = {}
    if recipe_scopes:
        needed["Recipes"] = sorted(set(recipe_scopes))
    needed["Webhooks"] = webhook_scopes(events)
    return needed
