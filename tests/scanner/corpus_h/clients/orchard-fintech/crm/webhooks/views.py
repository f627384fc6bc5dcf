import hashlib
import hmac
import json

import stripe
from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from crm.tasks import record_call_outcome


@csrf_exempt
@require_POST
def callbridge_hook(request):
    received = request.headers.get("X-Callbridge-Signature", "")
    digest = hmac.new(settings.CALLBRIDGE["WEBHOOK_SECRET"].encode(), request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(digest, received):
        return JsonResponse({"error": "invalid signature"}, status=401)
    payload = json.loads(request.body)
    record_call_outcome.delay(payload)
    return HttpResponse(status=204)


@csrf_exempt
@require_POST
def callbridge_eu_hook(request):
    # EU tenant was provisioned separately (2020) and still signs with the older header name.
    received = request.META.get("HTTP_X_CB_SIGNATURE", "")
    digest = hmac.new(settings.CALLBRIDGE["EU_WEBHOOK_SECRET"].encode(), request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(digest, received):
        return JsonResponse({"error": "invalid signature"}, status=401)
    record_call_outcome.delay(json.loads(request.body), region="eu")
    return HttpResponse(status=204)


@csrf_exempt
@require_POST
def stripe_hook(request):
    sig_header = request.META.get("HTTP_STRIPE_SIGNATURE", "")
    try:
        event = stripe.Webhook.construct_event(request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        return JsonResponse({"error": "bad stripe payload"}, status=400)
    if event["type"] == "invoice.payment_succeeded":
        record_call_outcome.delay({"type": "paid", "invoice": event["data"]["object"]["id"]})
    return HttpResponse(status=200)
