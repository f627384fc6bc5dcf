"""Client and AsyncClient: the typed v2 client.

Both share their configuration, their surface and one `Pipeline` (request building, error
mapping, retry decisions); they differ only in how a request is sent and how a retry waits.
Every call is defined once (`resources/_base.py`) and served by both. The transport is a
constructor argument (httpx style), so the same client runs against the network, a
localhost sandbox, or the sandbox in-process through its ASGI transport.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping
from typing import Any, Generic, Self, TypeVar

import httpx

from callbridge._redact import mask_key
from callbridge.api._config import resolve_api_key, resolve_base_url
from callbridge.api._drift import ContractCheck, Mismatch
from callbridge.api._pipeline import Operation, Pipeline, RateLimit, parse
from callbridge.api._retry import RetryPolicy
from callbridge.api.models import Availability, Credential
from callbridge.api.resources._base import AsyncRunner, SyncRunner, endpoint, namespace
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

TransportT = TypeVar("TransportT", httpx.BaseTransport, httpx.AsyncBaseTransport)

_ME = Operation("GET", "/me", Credential)
_AVAILABILITY = Operation("GET", "/availability", Availability)


class _ClientBase(Generic[TransportT]):
    """Configuration, resolved and checked before any request, and the surface of both."""

    users = namespace(Users, AsyncUsers)
    lists = namespace(Lists, AsyncLists)
    contacts = namespace(Contacts, AsyncContacts)
    calls = namespace(Calls, AsyncCalls)
    scheduled_calls = namespace(ScheduledCalls, AsyncScheduledCalls)
    webhooks = namespace(Webhooks, AsyncWebhooks)
    changes = namespace(Changes, AsyncChanges)
    imports = namespace(Imports, AsyncImports)
    analytics = namespace(Analytics, AsyncAnalytics)

    _http: Any

    def __init__(
        self,
        api_key: str | None = None,
        *,
        base_url: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 4,
        transport: TransportT | None = None,
        retry: RetryPolicy | None = None,
        membership_add_method: str = "PUT",
        validate_responses: bool = False,
        strict_contract: bool = False,
        on_drift: Callable[[Mismatch], None] | None = None,
    ) -> None:
        """`api_key` and `base_url` default to CALLBRIDGE_API_KEY and CALLBRIDGE_BASE_URL.

        `base_url` is the API root; a server root gets `/api/public/v2` appended. `transport`
        is any httpx transport (the sandbox's, in-process). `retry` replaces the whole retry
        policy (then `max_retries` is ignored); `membership_add_method` is the method that
        adds list membership (gap G4). A malformed key or URL raises ConfigurationError here.

        `validate_responses` checks every answer against the models strictly and reports each
        mismatch once as a ContractDriftWarning (or to `on_drift`) without failing the call;
        `strict_contract` raises ContractViolation instead (see `_drift.py`).
        """
        policy = retry if retry is not None else RetryPolicy(max_retries=max_retries)
        self._pipeline = Pipeline(
            api_key=resolve_api_key(api_key),
            base_url=resolve_base_url(base_url),
            policy=policy,
        )
        self.membership_add_method = membership_add_method
        self._contract: ContractCheck | None = None
        if validate_responses or strict_contract:
            self.check_contract(strict=strict_contract, report=on_drift)
        self._http = self._open(transport, timeout)

    def check_contract(
        self, *, strict: bool = False, report: Callable[[Mismatch], None] | None = None
    ) -> None:
        """Turn the drift checks on (as `validate_responses` / `strict_contract` do)."""
        self._contract = ContractCheck(strict=strict, report=report)

    @property
    def contract(self) -> ContractCheck | None:
        """The drift checks in force, None when they are off."""
        return self._contract

    def _checked(self, response: httpx.Response, op: Operation[Any]) -> Any:
        if self._contract is not None:
            self._contract.check(response, op.into)
        return parse(response, op.into)

    def _open(self, transport: TransportT | None, timeout: float) -> Any:
        raise NotImplementedError

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

    @endpoint
    def me(self) -> Operation[Credential]:
        """The credential behind the key: workspace, kind, owner restrictions and scopes."""
        return _ME

    @endpoint
    def availability(self) -> Operation[Availability]:
        """Release status and historical data coverage."""
        return _AVAILABILITY

    @endpoint
    def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> Operation[Any]:
        """A raw call through the same pipeline (auth, idempotency, retries, errors).

        `path` is relative to the API root (`/lists/1`); returns the decoded JSON body.
        """
        return Operation(method, path, json=json, params=params, idempotency_key=idempotency_key)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(base_url={self.base_url!r}, api_key={self.masked_key!r})"


class Client(_ClientBase[httpx.BaseTransport], SyncRunner):
    """Synchronous client. Use as a context manager, or call `close()`."""

    _http: httpx.Client

    def _open(self, transport: httpx.BaseTransport | None, timeout: float) -> httpx.Client:
        return httpx.Client(transport=transport, timeout=timeout, follow_redirects=False)

    def _run(self, op: Operation[Any]) -> Any:
        return self._checked(self._send(op), op)

    def _send(self, op: Operation[Any]) -> httpx.Response:
        call = self._pipeline.call(op)
        while True:
            try:
                outcome = call.on_response(self._http.send(call.request))
            except httpx.TransportError as exc:
                outcome = call.on_transport_error(exc)
            if isinstance(outcome, httpx.Response):
                return outcome
            if self._pipeline.policy.sleep and outcome > 0:
                time.sleep(outcome)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class AsyncClient(_ClientBase[httpx.AsyncBaseTransport], AsyncRunner):
    """Asynchronous client with the same surface; use `async with` or `await aclose()`."""

    _http: httpx.AsyncClient

    def _open(
        self, transport: httpx.AsyncBaseTransport | None, timeout: float
    ) -> httpx.AsyncClient:
        return httpx.AsyncClient(transport=transport, timeout=timeout, follow_redirects=False)

    async def _run(self, op: Operation[Any]) -> Any:
        return self._checked(await self._send(op), op)

    async def _send(self, op: Operation[Any]) -> httpx.Response:
        call = self._pipeline.call(op)
        while True:
            try:
                outcome = call.on_response(await self._http.send(call.request))
            except httpx.TransportError as exc:
                outcome = call.on_transport_error(exc)
            if isinstance(outcome, httpx.Response):
                return outcome
            if self._pipeline.policy.sleep and outcome > 0:
                await asyncio.sleep(outcome)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()
