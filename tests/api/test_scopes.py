"""The client's scope table equals the sandbox's operation declarations (one source: the
declarations; the client keeps a checked copy because neither side imports the other)."""

from __future__ import annotations

from callbridge.api.scopes import EVENT_READ_SCOPES, OPERATION_SCOPES, webhook_scopes
from callbridge.sandbox.backend.events import EVENT_SCOPES
from callbridge.sandbox.http.routes import ALL_OPS


def test_the_operation_scopes_match_the_declarations() -> None:
    declared = {f"{op.method} {op.path}": tuple(op.scopes) for op in ALL_OPS}
    table = "\n".join(f'    "{name}": {scopes!r},' for name, scopes in declared.items())
    assert OPERATION_SCOPES == declared, "paste into api/scopes.py:\n" + table


def test_the_event_scopes_match_the_declarations() -> None:
    assert EVENT_READ_SCOPES == EVENT_SCOPES


def test_a_subscription_needs_manage_plus_each_event_read_scope() -> None:
    events = ["call.completed", "recording.available", "call.updated", "no.such"]
    assert webhook_scopes(events) == ["webhooks:manage", "calls:read", "recordings:read"]
