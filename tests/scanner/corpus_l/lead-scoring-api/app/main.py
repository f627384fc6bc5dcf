import json
import logging

from fastapi import Depends, FastAPI, Header, HTTPException

import dialstack_client
from dialstack_client.api.contact_lists_api import ContactListsApi
from dialstack_client.exceptions import ApiException
from dialstack_client.models.error_response import ErrorResponse

from .scoring import score_lead
from .settings import settings
from .webhooks import router as webhook_router

log = logging.getLogger(__name__)
app = FastAPI(title="lead-scoring-api")
app.include_router(webhook_router)

_cfg = dialstack_client.Configuration(
    host=settings.dialstack_host,
    api_key={"ApiKeyAuth": settings.dialstack_api_key, "ActingUser": settings.dialstack_acting_user},
)
lists_api = ContactListsApi(dialstack_client.ApiClient(_cfg))


def require_internal_key(x_api_key: str = Header(...)):
    # our own API: callers (Zapier, cron) authenticate with x-api-key
    if x_api_key != settings.internal_api_key:
        raise HTTPException(status_code=401, detail="bad key")


@app.post("/leads/score", dependencies=[Depends(require_internal_key)])
def score(lead: dict, x_user_email: str | None = Header(default=None)):
    result = score_lead(lead)
    log.info("scored lead for %s", x_user_email)
    if result.score < 0.7:
        return {"score": result.score, "queued": False}
    try:
        lists_api.add_contacts(settings.dialstack_default_list, {"contacts": [{"phone": lead["phone"]}]})
    except ApiException as e:
        err = ErrorResponse.from_json(e.body) if e.body else None
        if e.status == 404 and err and err.error == "user not found":
            raise HTTPException(status_code=500, detail="scoring bot not provisioned in Dialstack")
        if e.status == 503:  # Dialstack API switched off server-side
            return {"score": result.score, "queued": False, "reason": "dialer api disabled"}
        if e.status == 502:
            raise HTTPException(status_code=503, detail="identity provider down, retry")
        log.error("dialstack failed: %s %s", e.status, err.error if err else e.reason)
        raise HTTPException(status_code=502, detail="upstream error")
    return {"score": result.score, "queued": True}


@app.get("/healthz")
def healthz():
    return {"ok": True}
