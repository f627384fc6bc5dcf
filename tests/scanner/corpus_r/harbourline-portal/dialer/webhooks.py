import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from accounts.models import CallOutcome


@csrf_exempt
@require_POST
def ringwell_webhook(request):
    received = request.META.get("HTTP_X_RINGWELL_SIGNATURE", "")
    expected = hmac.new(
        settings.RINGWELL["WEBHOOK_SECRET"].encode(), request.body, hashlib.sha256
    ).hexdigest()
    if not hmac.compare_digest(received, expected):
        return HttpResponseForbidden("bad signature")
    event = json.loads(request.body)
    if event.get("type") == "call.completed":
        CallOutcome.objects.create(
            call_id=event["data"]["id"],
            disposition=event["data"].get("disposition", ""),
            phone=event["data"].get("to", ""),
        )
    return HttpResponse(status=204)


@csrf_exempt
@require_POST
def github_deploy_hook(request):
    sig = request.headers.get("X-Hub-Signature-256", "")
    mac = hmac.new(settings.SECRET_KEY.encode(), request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, f"sha256={mac}"):
        return JsonResponse({"error": "invalid signature"}, status=401)
    return JsonResponse({"ok": True})
