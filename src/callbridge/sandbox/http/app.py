"""The ASGI application: FastAPI routing, the v2 operations, the control API, the worker."""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from starlette.convertors import Convertor, register_url_convertor
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Match, Route
from starlette.types import ASGIApp

from callbridge.sandbox.backend.errors import ApiError
from callbridge.sandbox.http.control import control_router
from callbridge.sandbox.http.middleware import SandboxMiddleware
from callbridge.sandbox.http.pipeline import V2_PREFIX, authenticate, endpoint, error_response
from callbridge.sandbox.http.routes import ALL_OPS
from callbridge.sandbox.outbound import sender

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState


class _Segment(Convertor[str]):
    """A path parameter that may be empty, so `/calls/` reaches the handler and is a 400
    `path.callSid` (1 to 200 characters) rather than an unknown route (gap G30)."""

    regex = "[^/]*"

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return value


register_url_convertor("cb_segment", _Segment())
_PARAM_RE = re.compile(r"\{(\w+)\}")


def _allowed_methods(routes: list[BaseRoute], request: Request) -> str:
    """The `Allow` header of a 405: every method some route offers for this path."""
    methods: set[str] = set()
    for route in routes:
        if not isinstance(route, Route) or not route.methods:
            continue
        if route.matches(request.scope)[0] is not Match.NONE:
            methods |= route.methods
    return ", ".join(sorted(methods))


def create_app(state: SandboxState, *, worker: bool = False) -> ASGIApp:
    """The sandbox app; `worker=True` sends due deliveries in the background (real time only)."""

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        task = asyncio.create_task(sender.worker(state)) if worker else None
        try:
            yield
        finally:
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    app = FastAPI(
        title="callbridge sandbox",
        openapi_url=None,
        docs_url=None,
        redoc_url=None,
        lifespan=lifespan,
        redirect_slashes=False,
    )
    app.state.sandbox = state
    for op in ALL_OPS:
        app.add_api_route(
            V2_PREFIX + _PARAM_RE.sub(r"{\1:cb_segment}", op.path),
            endpoint(state, op),
            methods=[op.method],
            include_in_schema=False,
        )
    app.include_router(control_router(state))

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        try:
            if request.url.path.startswith(V2_PREFIX + "/") or request.url.path == V2_PREFIX:
                authenticate(state, request)  # gap G7: a credential check comes first
            if exc.status_code == 405:
                raise ApiError(
                    405,
                    "method_not_allowed",
                    f"{request.method} is not allowed on {request.url.path}.",
                    headers={"Allow": _allowed_methods(app.router.routes, request)},
                )
            raise ApiError(
                exc.status_code,
                "not_found" if exc.status_code == 404 else "error",
                "No such route." if exc.status_code == 404 else str(exc.detail),
            )
        except ApiError as error:
            return error_response(request, error)

    async def validation_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, RequestValidationError)
        details = [
            {
                "path": ".".join(str(p) for p in err.get("loc", ())) or "body",
                "message": str(err.get("msg", "invalid")),
            }
            for err in exc.errors()
        ]
        return error_response(
            request, ApiError(400, "invalid_request", "Invalid request.", details)
        )

    async def unexpected(request: Request, exc: Exception) -> Response:
        # the envelope for a failure nobody planned; the middleware logs the traceback
        return error_response(
            request, ApiError(500, "internal_error", "The sandbox failed unexpectedly.")
        )

    app.add_exception_handler(HTTPException, http_error)
    app.add_exception_handler(Exception, unexpected)
    app.add_exception_handler(RequestValidationError, validation_error)
    return SandboxMiddleware(app, state)
