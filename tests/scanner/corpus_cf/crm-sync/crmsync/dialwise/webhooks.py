import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from crmsync.tasks import record_call_outcome

logger = logging.getLogger(__name__)


def _valid_signature(body: bytes, signature: str) -> bool:
    expected = hmac.new(
        settings.DIALWISE_WEBHOOK_SECRET.encode(), body, hashlib.sha256
    ).hexdigest()
    return hmac.compare_digest(expected, signature or "")


@csrf_exempt
@require_POST
def dialwise_webhook(request):
    signature = request.headers.get("X-DialWise-Signature")
    if not _valid_signature(request.body, signature):
        logger.warning("rejected dialwise webhook with bad signature")
        return HttpResponseForbidden("bad signature")

    event = json.loads(request.body)
    if event.get("type") == "call.completed":
        record_call_outcome.delay(event["data"])
    return HttpResponse(status=204)
