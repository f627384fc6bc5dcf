import logging

from fastapi import Depends, FastAPI, Request
from fastapi.responses import JSONResponse

from app.config import get_settings
from app.deps import current_staff_email
from app.integrations import stripe_webhooks
from app.ringlane import RinglaneError
from app.ringlane import webhooks as ringlane_webhooks
from app.services.sync import SegmentSyncService, SyncReport

logging.basicConfig(level=get_settings().log_level.upper())

app = FastAPI(title="dialer-sync", version="0.14.2")
app.include_router(ringlane_webhooks.router)
app.include_router(stripe_webhooks.router)


@app.exception_handler(RinglaneError)
async def ringlane_error_handler(_: Request, exc: RinglaneError) -> JSONResponse:
    # Our own API contract: flat error string for the ops dashboard.
    return JSONResponse(status_code=502, content={"error": f"upstream calling platform: {exc.message}"})


@app.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@app.post("/internal/segments/{segment_id}/sync", response_model=SyncReport)
async def sync_segment(segment_id: str, staff_email: str = Depends(current_staff_email)) -> SyncReport:
    service = SegmentSyncService(get_settings(), acting_user=staff_email)
    return await service.sync(segment_id)


@app.delete("/internal/contact-lists/{list_id}")
async def retire_list(list_id: str, staff_email: str = Depends(current_staff_email)) -> dict[str, str]:
    service = SegmentSyncService(get_settings(), acting_user=staff_email)
    await service.retire(list_id)
    return {"status": "retired", "list_id": list_id}
