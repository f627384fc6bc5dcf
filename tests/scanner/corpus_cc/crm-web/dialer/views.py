import hashlib
import hmac
import json
import logging

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import CallOutcome, Lead
from .ringvale import RingvaleClient, RingvaleUserNotFound

log = logging.getLogger(__name__)


@csrf_exempt
@require_POST
def ringvale_webhook(request):
    signature = request.headers.get("X-Ringvale-Signature", "")
    secret = settings.RINGVALE["WEBHOOK_SECRET"].encode()
    expected = hmac.new(secret, request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        log.warning("ringvale webhook with bad signature")
        return HttpResponseForbidden("bad signature")
    event = json.loads(request.body)
    if event.get("type") == "call.completed":
        CallOutcome.objects.record(event["data"])
    return HttpResponse(status=204)


@csrf_exempt
@require_POST
def stripe_webhook(request):
    sig_header = request.META.get("HTTP_STRIPE_SIGNATURE")
    try:
        event = stripe.Webhook.construct_event(
            request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        return HttpResponse(status=400)
    log.info("stripe event %s", event["type"])
    return HttpResponse(status=200)


def push_lead(request, lead_id):
    try:
        lead = Lead.objects.get(pk=lead_id)
    except Lead.DoesNotExist:
        return JsonResponse({"error": "lead not found"}, status=404)
    client = RingvaleClient(acting_user_email=request.user.email)
    try:
        client.append_contacts(lead.dialer_list_id, [lead.phone])
    except RingvaleUserNotFound:
        return JsonResponse({"error": "You don't have a dialer seat yet."}, status=409)
    return JsonResponse({"ok": True})
