"""Trust the identity headers injected by the internal Envoy gateway."""
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse


class GatewayIdentityMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request: Request, call_next):
        if request.url.path.startswith("/webhooks/") or request.url.path == "/healthz":
            return await call_next(request)
        user_id = request.headers.get("x-user-id")
        if not user_id:
            return JSONResponse({"error": "missing x-user-id"}, status_code=401)
        request.state.user_id = user_id
        request.state.user_email = request.headers.get("x-user-email")
        return await call_next(request)
