import logging

import stripe
from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from billing.services import apply_invoice_paid

log = logging.getLogger(__name__)


@csrf_exempt
def stripe_webhook(request):
    sig = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(request.body, sig, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        return JsonResponse({"error": "invalid signature"}, status=400)

    if event["type"] == "invoice.paid":
        apply_invoice_paid(event["data"]["object"])
    else:
        log.info("ignoring stripe event %s", event["type"])
    return HttpResponse(status=200)
