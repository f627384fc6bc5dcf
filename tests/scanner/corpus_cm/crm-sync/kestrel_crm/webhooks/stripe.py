import logging

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt

from kestrel_crm.billing import handle_invoice_paid

log = logging.getLogger(__name__)


@csrf_exempt
def stripe_events(request):
    sig_header = request.META.get("HTTP_STRIPE_SIGNATURE")
    try:
        event = stripe.Webhook.construct_event(request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        log.warning("invalid stripe webhook")
        return HttpResponseBadRequest()
    if event["type"] == "invoice.paid":
        handle_invoice_paid(event["data"]["object"])
    return HttpResponse(status=200)
