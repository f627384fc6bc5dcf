import hashlib
import hmac
import json
import logging

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from calls.models import CallLog

log = logging.getLogger(__name__)


def _valid_ringbolt_signature(request) -> bool:
    received = request.headers.get("X-Ringbolt-Signature", "")
    expected = hmac.new(
        settings.RINGBOLT_WEBHOOK_SECRET.encode(), request.body, hashlib.sha256
    ).hexdigest()
    return hmac.compare_digest(received, expected)


@csrf_exempt
@require_POST
def ringbolt_events(request):
    if not _valid_ringbolt_signature(request):
        return HttpResponseBadRequest("bad signature")
    event = json.loads(request.body)
    if event.get("type") == "call.completed":
        call = event["data"]
        CallLog.objects.update_or_create(
            ringbolt_call_id=call["id"],
            defaults={
                "contact_phone": call["to"],
                "agent_email": call["agent"]["email"],
                "duration_seconds": call.get("duration", 0),
                "outcome": call.get("disposition", ""),
            },
        )
    return HttpResponse(status=204)


@csrf_exempt
@require_POST
def stripe_events(request):
    sig_header = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        log.warning("rejected stripe webhook")
        return HttpResponseBadRequest()
    log.info("stripe event %s", event["type"])
    return HttpResponse(status=200)
