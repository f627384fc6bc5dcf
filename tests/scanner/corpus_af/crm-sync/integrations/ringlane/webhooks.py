import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from integrations.models import CallEvent


@csrf_exempt
@require_POST
def ringlane_events(request):
    signature = request.headers.get("X-Ringlane-Signature", "")
    expected = hmac.new(
        settings.RINGLANE_WEBHOOK_SECRET.encode(), request.body, hashlib.sha256
    ).hexdigest()
    if not hmac.compare_digest(signature, expected):
        return HttpResponseForbidden("bad signature")

    event = json.loads(request.body)
    CallEvent.objects.create(kind=event["type"], payload=event)
    return HttpResponse(status=204)
