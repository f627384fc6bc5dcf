"""Inbound call events from Ringlane (call.completed, call.failed, ...)."""
import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from crm.models import CallLog

logger = logging.getLogger(__name__)


def _valid_signature(raw_body: bytes, received: str) -> bool:
    expected = hmac.new(
        settings.RINGLANE_WEBHOOK_SECRET.encode(), raw_body, hashlib.sha256
    ).hexdigest()
    return hmac.compare_digest(expected, received or "")


@csrf_exempt
@require_POST
def ringlane_webhook(request):
    signature = request.headers.get("X-Ringlane-Signature", "")
    if not _valid_signature(request.body, signature):
        logger.warning("ringlane webhook with bad signature from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponseForbidden("bad signature")

    try:
        event = json.loads(request.body)
    except ValueError:
        return HttpResponseBadRequest("invalid json")

    call = event.get("data", {})
    updated = CallLog.objects.filter(ringlane_call_id=call.get("id")).update(
        status=call.get("status", "unknown"),
        duration_seconds=call.get("duration", 0),
    )
    if not updated:
        logger.info("ringlane event for unknown call %s", call.get("id"))
    return HttpResponse(status=204)
