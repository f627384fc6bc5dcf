"""The scopes each v2 operation needs, and the read scope of each event type.

Generated from the sandbox's operation declarations (the spec's Authentication rules with
gaps G5 and G9) and kept equal to them by tests/api/test_scopes.py, which prints the table to
paste when they differ: the client does not import the sandbox (nor the sandbox the client),
so a copy is the price of independence, and the test is what keeps it honest. The recipe
catalog and the TUI read their scopes from here.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["EVENT_READ_SCOPES", "OPERATION_SCOPES", "webhook_scopes"]

# "METHOD /path" -> the scopes it needs; an empty tuple needs no scope beyond a valid key
OPERATION_SCOPES: dict[str, tuple[str, ...]] = {
    "GET /me": (),
    "GET /users": (),
    "GET /availability": (),
    "POST /lists": ("lists:write",),
    "PUT /lists/{id}": ("lists:write",),
    "GET /lists/{id}/contacts": ("lists:read", "contacts:read"),
    "PUT /lists/{id}/contacts/{contactId}": ("lists:write",),
    "DELETE /lists/{id}/contacts/{contactId}": ("lists:write",),
    "POST /contacts": ("contacts:write",),
    "DELETE /contacts/{id}": ("contacts:write",),
    "POST /imports": ("contacts:write", "lists:write"),
    "GET /calls/{callSid}": ("calls:read",),
    "PATCH /scheduled-calls/{id}": ("contacts:write",),
    "DELETE /scheduled-calls/{id}": ("contacts:write",),
    "GET /analytics/summary": ("analytics:read",),
    "GET /changes": ("changes:read",),
    "PUT /webhooks/{id}": ("webhooks:manage",),
    "POST /webhooks/{id}/rotate-secret": ("webhooks:manage",),
    "POST /webhooks/{id}/verify": ("webhooks:manage",),
    "PATCH /webhooks/{id}": ("webhooks:manage",),
    "GET /webhooks/{id}/deliveries": ("webhooks:manage",),
    "GET /webhooks/{id}/deliveries/{deliveryId}/attempts": ("webhooks:manage",),
    "POST /webhooks/{id}/deliveries/{deliveryId}/replay": ("webhooks:manage",),
}

EVENT_READ_SCOPES: dict[str, str] = {
    "call.created": "calls:read",
    "call.updated": "calls:read",
    "call.deleted": "calls:read",
    "call.completed": "calls:read",
    "call.disposition_updated": "calls:read",
    "recording.available": "recordings:read",
    "transcript.available": "transcripts:read",
    "list.membership_updated": "lists:read",
    "contact.created": "contacts:read",
    "contact.updated": "contacts:read",
    "contact.deleted": "contacts:read",
    "contact.access_revoked": "contacts:read",
    "list.created": "lists:read",
    "list.updated": "lists:read",
    "list.deleted": "lists:read",
    "list.access_revoked": "lists:read",
}


def webhook_scopes(events: Iterable[str]) -> list[str]:
    """What a subscription to `events` needs: webhooks:manage plus each event's read scope."""
    scopes = list(OPERATION_SCOPES["PUT /webhooks/{id}"])
    for event in events:
        scope = EVENT_READ_SCOPES.get(event)
        if scope is not None and scope not in scopes:
            scopes.append(scope)
    return scopes
