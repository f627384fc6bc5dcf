import logging

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt

logger = logging.getLogger(__name__)


@csrf_exempt
def stripe_webhook(request):
    sig_header = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        logger.warning("invalid stripe signature")
        return HttpResponseBadRequest()

    if event["type"] == "invoice.paid":
        from .models import Invoice

        Invoice.objects.mark_paid(event["data"]["object"]["id"])
    return HttpResponse(status=200)
