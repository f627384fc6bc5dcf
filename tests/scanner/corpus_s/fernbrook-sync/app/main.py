from fastapi import Depends, FastAPI, HTTPException

from app.api.deps import CurrentUser, current_user
from app.config import get_settings
from app.ringlane.client import RinglaneClient
from app.ringlane.errors import RinglaneApiDisabled, RinglaneUserNotFound
from app.webhooks import router as ringlane_webhooks
from app.tasks import sync_segment

app = FastAPI(title="fernbrook-sync")
app.include_router(ringlane_webhooks)


def ringlane() -> RinglaneClient:
    return RinglaneClient.from_settings(get_settings())


@app.get("/healthz")
def healthz():
    return {"ok": True}


@app.get("/lists")
def lists(user: CurrentUser = Depends(current_user), rl: RinglaneClient = Depends(ringlane)):
    try:
        return {"items": list(rl.iter_contact_lists())}
    except RinglaneUserNotFound:
        raise HTTPException(403, detail={"error": "your account is not provisioned in the dialer"})
    except RinglaneApiDisabled:
        raise HTTPException(503, detail={"error": "dialer temporarily unavailable"})


@app.post("/segments/{segment_id}/sync", status_code=202)
def trigger_sync(segment_id: str, user: CurrentUser = Depends(current_user)):
    task = sync_segment.delay(segment_id, requested_by=user.email)
    return {"task_id": task.id}
