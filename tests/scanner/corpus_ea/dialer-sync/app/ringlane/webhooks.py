import hashlib
import hmac
import logging

from fastapi import APIRouter, Depends, HTTPException, Request, status

from app.config import Settings, get_settings
from .models import CallOutcomeEvent

log = logging.getLogger(__name__)
router = APIRouter(prefix="/webhooks/ringlane", tags=["webhooks"])


def verify_legacy_signature(body: bytes, signature: str, secret: str) -> bool:
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature.strip().lower())


@router.post("", status_code=status.HTTP_204_NO_CONTENT)
async def receive_call_outcome(
    request: Request, settings: Settings = Depends(get_settings)
) -> None:
    raw = await request.body()
    signature = request.headers.get("X-Ringlane-Signature")
    if not signature:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "missing signature")
    if not verify_legacy_signature(raw, signature, settings.ringlane_webhook_secret.get_secret_value()):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "bad signature")

    event = CallOutcomeEvent.model_validate_json(raw)
    log.info("ringlane event %s for call %s", event.event, event.call_id)
    # TODO(PLAT-2231): persist to call_outcomes once the schema lands
