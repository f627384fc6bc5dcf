import logging

import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt

log = logging.getLogger(__name__)


@csrf_exempt
def stripe_webhook(request):
    sig_header = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET)
    except ValueError:
        return JsonResponse({"error": "invalid payload"}, status=400)
    except stripe.error.SignatureVerificationError:
        return JsonResponse({"error": "invalid signature"}, status=400)

    if event["type"] == "invoice.paid":
        log.info("invoice %s paid", event["data"]["object"]["id"])
    elif event["type"] == "customer.subscription.deleted":
        log.info("subscription cancelled: %s", event["data"]["object"]["id"])
    else:
        return HttpResponseBadRequest("unhandled event")
    return HttpResponse(status=200)
