from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app.callnest import CallNestClient, CallNestDisabled, CallNestError, CallNestUserNotFound
from app.middleware.acting_user import ActingUserMiddleware
from app.routers import campaigns, health
from app.settings import get_settings


@asynccontextmanager
async def lifespan(app: FastAPI):
    settings = get_settings()
    app.state.callnest = CallNestClient(settings.callnest)
    yield
    await app.state.callnest.aclose()


app = FastAPI(title="outreach-api", lifespan=lifespan)
app.add_middleware(ActingUserMiddleware)
app.include_router(health.router)
app.include_router(campaigns.router, prefix="/internal")


@app.exception_handler(CallNestUserNotFound)
async def _user_not_found(_: Request, exc: CallNestUserNotFound):
    return JSONResponse(status_code=409, content={"error": "owner_not_provisioned_in_dialer"})


@app.exception_handler(CallNestDisabled)
async def _dialer_disabled(_: Request, exc: CallNestDisabled):
    return JSONResponse(status_code=503, content={"error": "dialer_unavailable"})


@app.exception_handler(CallNestError)
async def _dialer_error(_: Request, exc: CallNestError):
    return JSONResponse(status_code=502, content={"error": "dialer_error", "detail": exc.message})
