"""The control API under /_sandbox (sandbox-control-api.md): what the product's UI and
telephony would do for the real service, plus the clock, settings, faults and deliveries.
Each handler parses its body, calls the backend and serializes, like the v2 routes."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response

from callbridge.sandbox.backend.errors import ApiError
from callbridge.sandbox.backend.events import publish
from callbridge.sandbox.http.control import accounts, instance, records
from callbridge.sandbox.http.control.base import Handler, Route
from callbridge.sandbox.http.pipeline import error_response, json_response, read_body

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

CONTROL_BODY_LIMIT = 16 * 1024 * 1024
ROUTES: tuple[Route, ...] = (*instance.ROUTES, *accounts.ROUTES, *records.ROUTES)


def _wrap(state: SandboxState, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    async def run(request: Request) -> Response:
        try:
            body = await read_body(request, CONTROL_BODY_LIMIT)
            status, payload = await handler(state, request, body)
        except ApiError as error:
            return error_response(request, error)
        publish(state)
        return json_response(status, payload)

    run.__name__ = handler.__name__
    return run


def control_router(state: SandboxState) -> APIRouter:
    router = APIRouter(prefix="/_sandbox")
    for method, path, handler in ROUTES:
        router.add_api_route(path, _wrap(state, handler), methods=[method], include_in_schema=False)
    return router
