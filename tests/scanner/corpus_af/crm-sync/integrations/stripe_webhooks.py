import stripe
from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt


@csrf_exempt
def stripe_events(request):
    sig_header = request.META.get("HTTP_STRIPE_SIGNATURE")
    try:
        event = stripe.Webhook.construct_event(
            request.body, sig_header, settings.STRIPE_WEBHOOK_SECRET
        )
    except ValueError:
        return JsonResponse({"error": "invalid payload"}, status=400)
    except stripe.error.SignatureVerificationError:
        return HttpResponseBadRequest("invalid signature")

    if event["type"] == "invoice.paid":
        pass
    return HttpResponse(status=200)
