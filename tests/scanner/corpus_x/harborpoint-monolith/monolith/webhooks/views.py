import hashlib
import hmac
import json
import logging

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .tasks import handle_call_completed, handle_payment

log = logging.getLogger(__name__)


@csrf_exempt
@require_POST
def ringpilot_webhook(request):
    signature = request.META.get("HTTP_X_RINGPILOT_SIGNATURE", "")
    expected = hmac.new(
        settings.RINGPILOT["WEBHOOK_SECRET"].encode(),
        request.body,
        hashlib.sha256,
    ).hexdigest()
    if not hmac.compare_digest(signature, expected):
        log.warning("ringpilot webhook with bad signature")
        return HttpResponseForbidden("bad signature")

    event = json.loads(request.body)
    if event.get("type") == "call.completed":
        handle_call_completed.delay(event["data"])
    return HttpResponse(status=204)


@csrf_exempt
@require_POST
def stripe_webhook(request):
    sig_header = request.META.get("HTTP_STRIPE_SIGNATURE")
    try:
        event = stripe.Webhook.construct_event(request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        return HttpResponseBadRequest()
    if event["type"] == "invoice.paid":
        handle_payment.delay(event["data"]["object"]["id"])
    return HttpResponse(status=200)
