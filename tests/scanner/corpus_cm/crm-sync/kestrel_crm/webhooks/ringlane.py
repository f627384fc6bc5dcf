import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from kestrel_crm.models import CallLog

log = logging.getLogger(__name__)


def _valid_signature(body: bytes, signature: str) -> bool:
    expected = hmac.new(settings.RINGLANE_WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature or "")


@csrf_exempt
@require_POST
def ringlane_call_events(request):
    signature = request.headers.get("X-Ringlane-Signature")
    if not _valid_signature(request.body, signature):
        log.warning("rejected ringlane webhook with bad signature")
        return HttpResponseForbidden("bad signature")
    event = json.loads(request.body)
    if event.get("type") == "call.completed":
        CallLog.objects.record_from_ringlane(event["data"])
    return HttpResponse(status=204)
