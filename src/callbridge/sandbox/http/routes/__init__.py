"""The v2 operations, one module per area; `ALL_OPS` is what the app and OpenAPI both read."""

from __future__ import annotations

from callbridge.sandbox.http.pipeline import Op
from callbridge.sandbox.http.routes import (
    account,
    analytics,
    calls,
    changes,
    contacts,
    imports,
    lists,
    scheduled_calls,
    webhooks,
)

ALL_OPS: tuple[Op, ...] = (
    *account.OPS,
    *lists.OPS,
    *contacts.OPS,
    *imports.OPS,
    *calls.OPS,
    *scheduled_calls.OPS,
    *analytics.OPS,
    *changes.OPS,
    *webhooks.OPS,
)
