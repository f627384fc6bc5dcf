import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from tallyfield.dialer.services import record_call_event

logger = logging.getLogger(__name__)

SIGNATURE_HEADER = "HTTP_X_RINGLIO_SIGNATURE"


def _valid_signature(body: bytes, signature: str) -> bool:
    expected = hmac.new(settings.RINGLIO_WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature or "")


@csrf_exempt
@require_POST
def ringlio_webhook(request):
    signature = request.META.get(SIGNATURE_HEADER, "")
    if not _valid_signature(request.body, signature):
        logger.warning("bad ringlio signature from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponseForbidden("bad signature")
    try:
        event = json.loads(request.body)
    except json.JSONDecodeError:
        return HttpResponseBadRequest("invalid json")

    if event.get("type") in ("call.completed", "call.missed"):
        record_call_event(event["data"])
    return HttpResponse(status=204)
