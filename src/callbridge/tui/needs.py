"""Which scopes the later steps will ask the service for, so Connect can name what is missing.

The service is the judge (a missing scope answers 403 `insufficient_scope`); this is only
the early warning, built from the contract: webhook operations need `webhooks:manage` plus
the read scope of every subscribed event (gap G9), and recipes need what their steps call.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

DEFAULT_WEBHOOK_EVENTS: tuple[str, ...] = ("call.completed", "call.disposition_updated")

# gap G9: read scope of each event type, by the prefix of its name
_EVENT_READ_SCOPES: tuple[tuple[str, str], ...] = (
    ("call.", "calls:read"),
    ("recording.", "recordings:read"),
    ("transcript.", "transcripts:read"),
    ("contact.", "contacts:read"),
    ("list.", "lists:read"),
)


def webhook_scopes(events: Iterable[str]) -> list[str]:
    scopes = ["webhooks:manage"]
    for event in events:
        for prefix, scope in _EVENT_READ_SCOPES:
            if event.startswith(prefix) and scope not in scopes:
                scopes.append(scope)
    return scopes


def scopes_needed_by_steps(
    recipe_scopes: Sequence[str] = (),
    events: Sequence[str] = DEFAULT_WEBHOOK_EVENTS,
) -> dict[str, list[str]]:
    needed: dict[str, list[str]] = {}
    if recipe_scopes:
        needed["Recipes"] = sorted(set(recipe_scopes))
    needed["Webhooks"] = webhook_scopes(events)
    return needed
