import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from dispatch.loads.models import CallOutcome


def _valid(body: bytes, signature: str) -> bool:
    secret = settings.RINGLANE["WEBHOOK_SECRET"].encode()
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature or "")


@csrf_exempt
@require_POST
def ringlane_call_completed(request):
    signature = request.headers.get("X-Ringlane-Signature")
    if not _valid(request.body, signature):
        return HttpResponseForbidden("bad signature")
    event = json.loads(request.body)
    CallOutcome.objects.create(
        phone=event["contact"]["phone"],
        outcome=event["disposition"],
        duration=event.get("duration_seconds", 0),
    )
    return HttpResponse(status=204)
