"""Identity comes from the internal gateway (oauth2-proxy), which injects these headers."""
from fastapi import Request
from fastapi.responses import JSONResponse
from starlette.middleware.base import BaseHTTPMiddleware

USER_EMAIL_HEADER = "X-User-Email"
USER_ID_HEADER = "X-User-Id"


class GatewayIdentityMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request: Request, call_next):
        if request.url.path.startswith(("/healthz", "/webhooks/")):
            return await call_next(request)
        email = request.headers.get(USER_EMAIL_HEADER)
        if not email:
            return JSONResponse({"error": "missing identity"}, status_code=401)
        request.state.user_email = email
        request.state.user_id = request.headers.get(USER_ID_HEADER)
        return await call_next(request)
