from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app.integrations.dialwave import DialwaveError, DialwaveUnavailable, DialwaveUserNotFound


def install(app: FastAPI) -> None:
    @app.exception_handler(DialwaveUserNotFound)
    async def _rep_missing(_: Request, exc: DialwaveUserNotFound):
        return JSONResponse(
            {"error": "Your account is not set up in the dialer yet. Ask #sales-ops."},
            status_code=409,
        )

    @app.exception_handler(DialwaveUnavailable)
    async def _dialer_down(_: Request, exc: DialwaveUnavailable):
        return JSONResponse({"error": "Dialer temporarily unavailable"}, status_code=503)

    @app.exception_handler(DialwaveError)
    async def _dialer_error(_: Request, exc: DialwaveError):
        return JSONResponse({"error": "Dialer request failed"}, status_code=502)

    @app.exception_handler(LookupError)
    async def _not_found(_: Request, exc: LookupError):
        return JSONResponse({"error": "not found"}, status_code=404)
