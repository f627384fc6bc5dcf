import logging

import stripe
from django.conf import settings
from django.http import HttpResponse
from django.views.decorators.csrf import csrf_exempt

log = logging.getLogger(__name__)


@csrf_exempt
def stripe_events(request):
    sig_header = request.META.get("HTTP_STRIPE_SIGNATURE")
    try:
        event = stripe.Webhook.construct_event(request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        log.warning("rejected stripe webhook")
        return HttpResponse(status=400)

    if event["type"] == "invoice.payment_failed":
        from billing.tasks import handle_failed_payment

        handle_failed_payment.delay(event["data"]["object"]["id"])
    return HttpResponse(status=200)
