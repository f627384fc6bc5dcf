import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import CampaignMember

log = logging.getLogger(__name__)


def _valid(body: bytes, provided: str) -> bool:
    secret = settings.RINGLANE["WEBHOOK_SECRET"].encode()
    digest = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(digest, provided)


@csrf_exempt
@require_POST
def ringlane_webhook(request):
    provided = request.META.get("HTTP_X_RINGLANE_SIGNATURE", "")
    if not _valid(request.body, provided):
        log.warning("rejected ringlane webhook from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponseForbidden("bad signature")

    payload = json.loads(request.body)
    if payload.get("event") == "contact.opted_out":
        CampaignMember.objects.filter(phone=payload["phone"]).update(opted_out=True)
    return HttpResponse(status=204)
