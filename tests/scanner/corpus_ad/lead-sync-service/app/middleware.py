"""Our own gateway (oauth2-proxy) forwards the signed-in user in X-User-Email."""
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse

OPEN_PATHS = ("/healthz", "/hooks/")


class ActingUserMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request: Request, call_next):
        if request.url.path.startswith(OPEN_PATHS):
            return await call_next(request)
        email = request.headers.get("x-user-email")
        user_id = request.headers.get("X-User-Id")
        if not email:
            return JSONResponse({"error": "unauthenticated"}, status_code=401)
        request.state.user_email = email
        request.state.user_id = user_id
        return await call_next(request)
