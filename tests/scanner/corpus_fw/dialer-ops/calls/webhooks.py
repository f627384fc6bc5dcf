import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import Campaign


@csrf_exempt
@require_POST
def ringwell_events(request):
    sent = request.headers.get("X-Ringwell-Signature", "")
    digest = hmac.new(settings.RINGWELL["WEBHOOK_SECRET"].encode(), request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(digest, sent):
        return JsonResponse({"error": "bad signature"}, status=401)

    event = json.loads(request.body)
    if event.get("type") == "contact_list.deleted":
        Campaign.objects.filter(ringwell_list_id=event["data"]["id"]).update(ringwell_list_id="")
    return HttpResponse(status=204)


@csrf_exempt
@require_POST
def github_deploy_hook(request):
    sig = request.headers.get("X-Hub-Signature-256", "")
    mac = hmac.new(settings.SECRET_KEY.encode(), request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(f"sha256={mac}", sig):
        return HttpResponse(status=403)
    return HttpResponse(status=202)
