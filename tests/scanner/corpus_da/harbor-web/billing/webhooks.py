import logging

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt

log = logging.getLogger(__name__)


@csrf_exempt
def stripe_webhook(request):
    sig_header = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(
            request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        log.warning("rejected stripe webhook")
        return HttpResponseBadRequest()

    if event["type"] == "invoice.payment_failed":
        log.info("payment failed for %s", event["data"]["object"]["customer"])
    return HttpResponse(status=200)
