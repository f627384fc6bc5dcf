"""Client and AsyncClient: the typed v2 client.

Both share one `Pipeline` (request building, error mapping, retry decisions); they differ
only in how a request is sent and how a retry waits. The transport is a constructor argument
(httpx style), so the same client runs against the network, a localhost sandbox, or the
sandbox in-process through its ASGI transport.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping
from types import TracebackType
from typing import Any

import httpx

from callbridge._redact import mask_key
from callbridge.api._config import resolve_api_key, resolve_base_url
from callbridge.api._pipeline import Pipeline, RateLimit, decode
from callbridge.api._retry import RetryPolicy
from callbridge.api.models import Availability, Credential
from callbridge.api.resources.analytics import Analytics, AsyncAnalytics
from callbridge.api.resources.calls import AsyncCalls, Calls
from callbridge.api.resources.changes import AsyncChanges, Changes
from callbridge.api.resources.contacts import AsyncContacts, Contacts
from callbridge.api.resources.imports import AsyncImports, Imports
from callbridge.api.resources.lists import AsyncLists, Lists
from callbridge.api.resources.scheduled_calls import AsyncScheduledCalls, ScheduledCalls
from callbridge.api.resources.users import AsyncUsers, Users
from callbridge.api.resources.webhooks import AsyncWebhooks, Webhooks

__all__ = ["AsyncClient", "Client"]


class _Base:
    """Configuration shared by both clients; resolved and checked before any request."""

    def __init__(
        self,
        api_key: str | None,
        base_url: str | None,
        max_retries: int,
        retry: RetryPolicy | None,
    ) -> None:
        policy = retry if retry is not None else RetryPolicy(max_retries=max_retries)
        self._pipeline = Pipeline(
            api_key=resolve_api_key(api_key),
            base_url=resolve_base_url(base_url),
            policy=policy,
        )

    @property
    def base_url(self) -> str:
        """The API root every path is relative to (ends with `/api/public/v2`)."""
        return self._pipeline.base_url

    @property
    def masked_key(self) -> str:
        return mask_key(self._pipeline.api_key)

    @property
    def retry_policy(self) -> RetryPolicy:
        return self._pipeline.policy

    @property
    def rate_limit(self) -> RateLimit | None:
        """The last rate-limit headers seen, for callers that pace themselves."""
        return self._pipeline.rate_limit

    def __repr__(self) -> str:
        return f"{type(self).__name__}(base_url={self.base_url!r}, api_key={self.masked_key!r})"


class Client(_Base):
    """Synchronous client. Use as a context manager, or call `close()`.

    `api_key` and `base_url` default to CALLBRIDGE_API_KEY and CALLBRIDGE_BASE_URL.
    `retry` replaces the whole retry policy (then `max_retries` is ignored);
    `membership_add_method` is the method that adds list membership (gap G4).
    """

    def __init__(
        self,
        api_key: str | None = None,
        *,
        base_url: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 4,
        transport: httpx.BaseTransport | None = None,
        retry: RetryPolicy | None = None,
        membership_add_method: str = "PUT",
    ) -> None:
        super().__init__(api_key, base_url, max_retries, retry)
        self._http = httpx.Client(transport=transport, timeout=timeout, follow_redirects=False)
        self.users = Users(self)
        self.lists = Lists(self, membership_add_method=membership_add_method)
        self.contacts = Contacts(self)
        self.calls = Calls(self)
        self.scheduled_calls = ScheduledCalls(self)
        self.webhooks = Webhooks(self)
        self.changes = Changes(self)
        self.imports = Imports(self)
        self.analytics = Analytics(self)

    def _send(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> httpx.Response:
        call = self._pipeline.call(
            method, path, json=json, params=params, idempotency_key=idempotency_key
        )
        while True:
            try:
                response = self._http.send(call.request)
            except httpx.TransportError as exc:
                outcome: httpx.Response | float = call.on_transport_error(exc)
            else:
                outcome = call.on_response(response)
            if isinstance(outcome, httpx.Response):
                return outcome
            if self._pipeline.policy.sleep and outcome > 0:
                time.sleep(outcome)

    def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> Any:
        """A raw call through the same pipeline (auth, idempotency, retries, errors).

        `path` is relative to the API root (`/lists/1`); returns the decoded JSON body.
        """
        return decode(
            self._send(method, path, json=json, params=params, idempotency_key=idempotency_key)
        )

    def me(self) -> Credential:
        """The credential behind the key: workspace, kind, owner restrictions and scopes."""
        return Credential.model_validate(decode(self._send("GET", "/me")))

    def availability(self) -> Availability:
        """Release status and historical data coverage."""
        return Availability.model_validate(decode(self._send("GET", "/availability")))

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


class AsyncClient(_Base):
    """Asynchronous client with the same surface; use `async with` or `await aclose()`."""

    def __init__(
        self,
        api_key: str | None = None,
        *,
        base_url: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 4,
        transport: httpx.AsyncBaseTransport | None = None,
        retry: RetryPolicy | None = None,
        membership_add_method: str = "PUT",
    ) -> None:
        super().__init__(api_key, base_url, max_retries, retry)
        self._http = httpx.AsyncClient(transport=transport, timeout=timeout, follow_redirects=False)
        self.users = AsyncUsers(self)
        self.lists = AsyncLists(self, membership_add_method=membership_add_method)
        self.contacts = AsyncContacts(self)
        self.calls = AsyncCalls(self)
        self.scheduled_calls = AsyncScheduledCalls(self)
        self.webhooks = AsyncWebhooks(self)
        self.changes = AsyncChanges(self)
        self.imports = AsyncImports(self)
        self.analytics = AsyncAnalytics(self)

    async def _send(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> httpx.Response:
        call = self._pipeline.call(
            method, path, json=json, params=params, idempotency_key=idempotency_key
        )
        while True:
            try:
                response = await self._http.send(call.request)
            except httpx.TransportError as exc:
                outcome: httpx.Response | float = call.on_transport_error(exc)
            else:
                outcome = call.on_response(response)
            if isinstance(outcome, httpx.Response):
                return outcome
            if self._pipeline.policy.sleep and outcome > 0:
                await asyncio.sleep(outcome)

    async def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> Any:
        """A raw call through the same pipeline; returns the decoded JSON body."""
        response = await self._send(
            method, path, json=json, params=params, idempotency_key=idempotency_key
        )
        return decode(response)

    async def me(self) -> Credential:
        return Credential.model_validate(decode(await self._send("GET", "/me")))

    async def availability(self) -> Availability:
        return Availability.model_validate(decode(await self._send("GET", "/availability")))

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
