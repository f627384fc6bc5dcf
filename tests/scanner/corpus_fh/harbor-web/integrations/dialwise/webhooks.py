import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from contacts.models import CallOutcome

log = logging.getLogger(__name__)


def _valid(body: bytes, signature: str) -> bool:
    secret = settings.DIALWISE["WEBHOOK_SECRET"].encode()
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@csrf_exempt
@require_POST
def call_events(request):
    signature = request.META.get("HTTP_X_DIALWISE_SIGNATURE", "")
    if not signature or not _valid(request.body, signature):
        log.warning("dialwise webhook with bad signature from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponseForbidden()

    try:
        event = json.loads(request.body)
    except ValueError:
        return HttpResponseBadRequest()

    if event.get("type") == "call.completed":
        CallOutcome.objects.record(
            call_id=event["data"]["call_id"],
            phone=event["data"]["to"],
            disposition=event["data"].get("disposition"),
        )
    return HttpResponse(status=204)
