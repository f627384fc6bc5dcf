import hashlib
import hmac
import json
import logging

import stripe
from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

log = logging.getLogger(__name__)


@csrf_exempt
@require_POST
def callcrest_events(request: HttpRequest) -> HttpResponse:
    received = request.headers.get("X-Callcrest-Signature", "")
    digest = hmac.new(settings.CALLCREST_WEBHOOK_SECRET.encode(), request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(received, digest):
        return JsonResponse({"error": "invalid signature"}, status=401)
    event = json.loads(request.body)
    log.info("callcrest event %s for list %s", event.get("type"), event.get("contact_list_id"))
    return HttpResponse(status=204)


@csrf_exempt
@require_POST
def stripe_events(request: HttpRequest) -> HttpResponse:
    try:
        event = stripe.Webhook.construct_event(
            request.body, request.headers.get("Stripe-Signature", ""), settings.STRIPE_WEBHOOK_SECRET
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        return JsonResponse({"error": "bad stripe signature"}, status=400)
    log.info("stripe %s", event["type"])
    return HttpResponse(status=200)
