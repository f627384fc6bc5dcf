import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from shipments.tasks import record_call_outcome


def _valid(body: bytes, signature: str) -> bool:
    secret = settings.RINGLANE["WEBHOOK_SECRET"].encode()
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature or "")


@csrf_exempt
@require_POST
def ringlane_webhook(request):
    signature = request.headers.get("X-RingLane-Signature", "")
    if not _valid(request.body, signature):
        return HttpResponseForbidden("bad signature")
    event = json.loads(request.body)
    if event.get("type") == "call.completed":
        record_call_outcome.delay(event["data"])
    return HttpResponse(status=204)
