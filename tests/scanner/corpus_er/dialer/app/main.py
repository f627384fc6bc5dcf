import logging

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app import webhooks
from app.routes import health, sessions

logging.basicConfig(level=logging.INFO)
app = FastAPI(title="ferncastle-dialer", version="1.9.0")
app.include_router(health.router)
app.include_router(sessions.router)
app.include_router(webhooks.router)


@app.middleware("http")
async def log_actor(request: Request, call_next):
    actor = request.headers.get("x-user-id", "anonymous")
    response = await call_next(request)
    logging.getLogger("access").info("%s %s actor=%s -> %s", request.method, request.url.path, actor, response.status_code)
    return response


@app.exception_handler(ValueError)
async def value_error_handler(_request: Request, exc: ValueError):
    return JSONResponse({"error": str(exc)}, status_code=400)
