"""Webhook subscriptions and their deliveries (gaps G8 and G10).

The subscription id is chosen and persisted by the caller: PUT with the same id updates it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from uuid import UUID

from callbridge.api._pipeline import decode
from callbridge.api.models import Attempt, Delivery, Page, SigningSecret, WebhookSubscription
from callbridge.api.resources._base import AsyncResource, SyncResource, segment

__all__ = ["AsyncWebhooks", "Webhooks"]


def _path(id: str | UUID, *rest: str | UUID) -> str:
    return "/webhooks/" + "/".join(segment(part) for part in (id, *rest))


def _put_body(name: str, url: str, events: Iterable[str]) -> dict[str, Any]:
    return {"name": name, "url": url, "events": [str(e) for e in events]}


class Webhooks(SyncResource):
    def put(
        self,
        id: str | UUID,
        name: str,
        url: str,
        events: Iterable[str],
        *,
        idempotency_key: str | None = None,
    ) -> WebhookSubscription:
        """Create or reconfigure; a changed configuration needs verifying again."""
        response = self._client._send(
            "PUT", _path(id), json=_put_body(name, url, events), idempotency_key=idempotency_key
        )
        return WebhookSubscription.model_validate(decode(response))

    def rotate_secret(self, id: str | UUID, *, idempotency_key: str | None = None) -> SigningSecret:
        """The new signing secret, shown once; the subscription pauses until verified."""
        response = self._client._send(
            "POST", _path(id, "rotate-secret"), idempotency_key=idempotency_key
        )
        return SigningSecret.model_validate(decode(response))

    def verify(self, id: str | UUID, *, idempotency_key: str | None = None) -> WebhookSubscription:
        """Send the signed challenge; raises VerificationFailed with the reason."""
        response = self._client._send("POST", _path(id, "verify"), idempotency_key=idempotency_key)
        return WebhookSubscription.model_validate(decode(response))

    def set_active(
        self, id: str | UUID, active: bool, *, idempotency_key: str | None = None
    ) -> WebhookSubscription:
        response = self._client._send(
            "PATCH", _path(id), json={"active": active}, idempotency_key=idempotency_key
        )
        return WebhookSubscription.model_validate(decode(response))

    def deliveries(self, id: str | UUID) -> Page[Delivery]:
        """The latest 100 deliveries, newest first."""
        return Page[Delivery].model_validate(
            decode(self._client._send("GET", _path(id, "deliveries")))
        )

    def attempts(self, id: str | UUID, delivery_id: str | UUID) -> Page[Attempt]:
        """The latest 100 attempts of one delivery, newest first."""
        response = self._client._send("GET", _path(id, "deliveries", delivery_id, "attempts"))
        return Page[Attempt].model_validate(decode(response))

    def replay(
        self, id: str | UUID, delivery_id: str | UUID, *, idempotency_key: str | None = None
    ) -> Delivery:
        """Queue the delivery again (202: queued, not delivered). Takes a delivery id."""
        response = self._client._send(
            "POST", _path(id, "deliveries", delivery_id, "replay"), idempotency_key=idempotency_key
        )
        return Delivery.model_validate(decode(response))


class AsyncWebhooks(AsyncResource):
    async def put(
        self,
        id: str | UUID,
        name: str,
        url: str,
        events: Iterable[str],
        *,
        idempotency_key: str | None = None,
    ) -> WebhookSubscription:
        response = await self._client._send(
            "PUT", _path(id), json=_put_body(name, url, events), idempotency_key=idempotency_key
        )
        return WebhookSubscription.model_validate(decode(response))

    async def rotate_secret(
        self, id: str | UUID, *, idempotency_key: str | None = None
    ) -> SigningSecret:
        response = await self._client._send(
            "POST", _path(id, "rotate-secret"), idempotency_key=idempotency_key
        )
        return SigningSecret.model_validate(decode(response))

    async def verify(
        self, id: str | UUID, *, idempotency_key: str | None = None
    ) -> WebhookSubscription:
        response = await self._client._send(
            "POST", _path(id, "verify"), idempotency_key=idempotency_key
        )
        return WebhookSubscription.model_validate(decode(response))

    async def set_active(
        self, id: str | UUID, active: bool, *, idempotency_key: str | None = None
    ) -> WebhookSubscription:
        response = await self._client._send(
            "PATCH", _path(id), json={"active": active}, idempotency_key=idempotency_key
        )
        return WebhookSubscription.model_validate(decode(response))

    async def deliveries(self, id: str | UUID) -> Page[Delivery]:
        response = await self._client._send("GET", _path(id, "deliveries"))
        return Page[Delivery].model_validate(decode(response))

    async def attempts(self, id: str | UUID, delivery_id: str | UUID) -> Page[Attempt]:
        response = await self._client._send("GET", _path(id, "deliveries", delivery_id, "attempts"))
        return Page[Attempt].model_validate(decode(response))

    async def replay(
        self, id: str | UUID, delivery_id: str | UUID, *, idempotency_key: str | None = None
    ) -> Delivery:
        response = await self._client._send(
            "POST", _path(id, "deliveries", delivery_id, "replay"), idempotency_key=idempotency_key
        )
        return Delivery.model_validate(decode(response))
