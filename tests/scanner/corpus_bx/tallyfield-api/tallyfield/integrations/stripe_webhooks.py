import logging

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt

from tallyfield.billing.services import handle_stripe_event

logger = logging.getLogger(__name__)


@csrf_exempt
def stripe_webhook(request):
    sig_header = request.META.get("HTTP_STRIPE_SIGNATURE")
    try:
        event = stripe.Webhook.construct_event(request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError) as exc:
        logger.warning("stripe webhook rejected: %s", exc)
        return HttpResponseBadRequest()
    handle_stripe_event(event)
    return HttpResponse(status=200)
