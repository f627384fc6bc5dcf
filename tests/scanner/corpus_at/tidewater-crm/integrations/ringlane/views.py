import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from crm.leads.models import CallOutcome

logger = logging.getLogger(__name__)


@csrf_exempt
@require_POST
def ringlane_webhook(request):
    """Receives call.completed / call.dispositioned events from Ringlane."""
    signature = request.headers.get("X-Ringlane-Signature", "")
    expected = hmac.new(
        settings.RINGLANE_WEBHOOK_SECRET.encode(), request.body, hashlib.sha256
    ).hexdigest()
    if not signature or not hmac.compare_digest(signature, expected):
        logger.warning("ringlane webhook with bad signature from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponseForbidden("bad signature")

    try:
        event = json.loads(request.body)
    except json.JSONDecodeError:
        return HttpResponseBadRequest("invalid json")

    if event.get("type") == "call.dispositioned":
        CallOutcome.objects.record_from_ringlane(event["data"])
    return HttpResponse(status=204)
