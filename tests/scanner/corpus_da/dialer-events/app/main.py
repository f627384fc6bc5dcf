import logging

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app.ringlane.errors import RinglaneAPIError
from app.routers import campaigns, crm_hooks, ringlane_hooks

log = logging.getLogger("dialer_events")
app = FastAPI(title="dialer-events", version="0.9.2")
app.include_router(campaigns.router)
app.include_router(ringlane_hooks.router)
app.include_router(crm_hooks.router)


@app.exception_handler(RinglaneAPIError)
async def ringlane_error_handler(request: Request, exc: RinglaneAPIError) -> JSONResponse:
    log.warning("ringlane %s: %s", exc.status, exc.body.error)
    # Our own API's error envelope; upstream detail is logged, not leaked.
    return JSONResponse({"error": "dialer_unavailable"}, status_code=502)


@app.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}
