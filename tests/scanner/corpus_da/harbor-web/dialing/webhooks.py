import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from dialing.models import RinglaneCallEvent


def _valid_signature(body: bytes, received: str) -> bool:
    secret = settings.RINGLANE["WEBHOOK_SECRET"].encode()
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, received or "")


@csrf_exempt
@require_POST
def ringlane_events(request):
    signature = request.headers.get("X-Ringlane-Signature", "")
    if not _valid_signature(request.body, signature):
        return HttpResponseForbidden("bad signature")
    event = json.loads(request.body)
    RinglaneCallEvent.objects.update_or_create(
        external_id=event["id"],
        defaults={"event_type": event["type"], "payload": event},
    )
    return HttpResponse(status=204)
