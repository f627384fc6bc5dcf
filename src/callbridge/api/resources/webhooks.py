"""Webhook subscriptions and their deliveries (gaps G8 and G10).

The subscription id is chosen and persisted by the caller: PUT with the same id updates it.
"""

from __future__ import annotations

from collections.abc import Iterable
from uuid import UUID

from callbridge.api._pipeline import Operation
from callbridge.api.models import Attempt, Delivery, Page, SigningSecret, WebhookSubscription
from callbridge.api.resources._base import (
    AsyncResource,
    Resource,
    SyncResource,
    endpoint,
    segment,
)

__all__ = ["AsyncWebhooks", "Webhooks"]

Id = str | UUID


def _path(id: Id, *rest: Id) -> str:
    return "/webhooks/" + "/".join(segment(part) for part in (id, *rest))


class _Webhooks(Resource):
    @endpoint
    def put(
        self,
        id: Id,
        name: str,
        url: str,
        events: Iterable[str],
        *,
        idempotency_key: str | None = None,
    ) -> Operation[WebhookSubscription]:
        """Create or reconfigure; a changed configuration needs verifying again."""
        body = {"name": name, "url": url, "events": [str(e) for e in events]}
        return Operation(
            "PUT", _path(id), WebhookSubscription, json=body, idempotency_key=idempotency_key
        )

    @endpoint
    def rotate_secret(
        self, id: Id, *, idempotency_key: str | None = None
    ) -> Operation[SigningSecret]:
        """The new signing secret, shown once; the subscription pauses until verified."""
        path = _path(id, "rotate-secret")
        return Operation("POST", path, SigningSecret, idempotency_key=idempotency_key)

    @endpoint
    def verify(
        self, id: Id, *, idempotency_key: str | None = None
    ) -> Operation[WebhookSubscription]:
        """Send the signed challenge; raises VerificationFailed with the reason."""
        path = _path(id, "verify")
        return Operation("POST", path, WebhookSubscription, idempotency_key=idempotency_key)

    @endpoint
    def set_active(
        self, id: Id, active: bool, *, idempotency_key: str | None = None
    ) -> Operation[WebhookSubscription]:
        """Pause (False) or enable (True, only once verified) the subscription."""
        body = {"active": active}
        return Operation(
            "PATCH", _path(id), WebhookSubscription, json=body, idempotency_key=idempotency_key
        )

    @endpoint
    def deliveries(self, id: Id) -> Operation[Page[Delivery]]:
        """The latest 100 deliveries, newest first."""
        return Operation("GET", _path(id, "deliveries"), Page[Delivery])

    @endpoint
    def attempts(self, id: Id, delivery_id: Id) -> Operation[Page[Attempt]]:
        """The latest 100 attempts of one delivery, newest first."""
        return Operation("GET", _path(id, "deliveries", delivery_id, "attempts"), Page[Attempt])

    @endpoint
    def replay(
        self, id: Id, delivery_id: Id, *, idempotency_key: str | None = None
    ) -> Operation[Delivery]:
        """Queue the delivery again (202: queued, not delivered). Takes a delivery id."""
        path = _path(id, "deliveries", delivery_id, "replay")
        return Operation("POST", path, Delivery, idempotency_key=idempotency_key)


class Webhooks(_Webhooks, SyncResource):
    pass


class AsyncWebhooks(_Webhooks, AsyncResource):
    pass
