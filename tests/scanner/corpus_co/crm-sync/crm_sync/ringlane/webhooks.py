import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import CallOutcome

log = logging.getLogger(__name__)


def _valid_signature(raw_body, signature):
    expected = hmac.new(
        settings.RINGLANE_WEBHOOK_SECRET.encode(), raw_body, hashlib.sha256
    ).hexdigest()
    return hmac.compare_digest(expected, signature or "")


@csrf_exempt
@require_POST
def call_completed(request):
    signature = request.headers.get("X-Ringlane-Signature")
    if not _valid_signature(request.body, signature):
        log.warning("rejected ringlane webhook with bad signature")
        return HttpResponseForbidden("bad signature")

    event = json.loads(request.body)
    CallOutcome.objects.update_or_create(
        call_id=event["call_id"],
        defaults={
            "disposition": event.get("disposition"),
            "duration_s": event.get("duration"),
            "rep_email": event.get("user_email"),
            "phone": event.get("to"),
        },
    )
    return HttpResponse(status=204)
