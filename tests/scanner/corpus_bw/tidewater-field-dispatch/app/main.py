from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app import webhooks
from app.api import crews
from app.dialcrest.errors import DialcrestError

app = FastAPI(title="Tidewater Field Dispatch", version="2.3.0")
app.include_router(crews.router)
app.include_router(webhooks.router)


@app.exception_handler(DialcrestError)
async def dialcrest_error(_: Request, exc: DialcrestError):
    status = 503 if exc.status in (502, 503) else 502
    return JSONResponse(status_code=status, content={"error": {"code": exc.code, "message": str(exc)}})


@app.exception_handler(PermissionError)
async def forbidden(_: Request, exc: PermissionError):
    return JSONResponse(status_code=401, content={"error": str(exc)})


@app.get("/healthz")
async def healthz():
    return {"ok": True}
