import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from core.models import CallLog

log = logging.getLogger(__name__)



def _valid(body: bytes, signature: str) -> bool:
    secret = settings.CALLSTRIDE["WEBHOOK_SECRET"].encode()
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@csrf_exempt
@require_POST
def callstride_webhook(request: HttpRequest) -> HttpResponse:
    signature = request.META.get("HTTP_X_CALLSTRIDE_SIGNATURE", "")
    if not signature or not _valid(request.body, signature):
        log.warning("rejected callstride webhook with bad signature")
        return HttpResponseBadRequest("bad signature")

    event = json.loads(request.body)
    if event.get("type") == "call.completed":
        CallLog.objects.record_from_dialer(event["data"])
    return HttpResponse(status=204)
