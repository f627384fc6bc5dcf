import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt


@csrf_exempt
def stripe_webhook(request):
    sig = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(request.body, sig, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        return HttpResponseBadRequest('{"error": "invalid signature"}', content_type="application/json")
    if event["type"] == "invoice.paid":
        pass
    return HttpResponse(status=200)
