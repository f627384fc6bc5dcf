import logging

import stripe
from django.conf import settings
from django.http import HttpResponse
from django.views.decorators.csrf import csrf_exempt

logger = logging.getLogger(__name__)


@csrf_exempt
def stripe_webhook(request):
    sig_header = request.META.get("HTTP_STRIPE_SIGNATURE", "")
    try:
        event = stripe.Webhook.construct_event(request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET)
    except ValueError:
        return HttpResponse(status=400)
    except stripe.error.SignatureVerificationError:
        logger.warning("stripe signature mismatch")
        return HttpResponse(status=400)

    if event["type"] == "payment_intent.succeeded":
        from orders.services import mark_paid

        mark_paid(event["data"]["object"]["metadata"].get("order_id"))
    return HttpResponse(status=200)
