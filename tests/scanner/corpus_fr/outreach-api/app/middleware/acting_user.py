"""Our own gateway forwards the authenticated user in X-User-Email / X-User-Id.

This is about requests coming INTO outreach-api, not the dialer vendor.
"""
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse

EXEMPT = ("/healthz", "/readyz", "/docs", "/openapi.json")


class ActingUserMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request: Request, call_next):
        if request.url.path.startswith(EXEMPT):
            return await call_next(request)
        email = request.headers.get("X-User-Email")
        user_id = request.headers.get("X-User-Id")
        if not email and not user_id:
            return JSONResponse(status_code=400, content={"error": "missing X-User-Email"})
        request.state.acting_user = email or user_id
        return await call_next(request)
