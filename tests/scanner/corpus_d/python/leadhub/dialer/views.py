"""Inbound webhooks for the dialer app.

Ringlane posts call outcomes here.  The subscription was created years ago and
still uses the old signature scheme; the v2 receiver lives in `views_v2.py`.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from leadhub.dialer.models import CallOutcome

log = logging.getLogger("leadhub.dialer")


def _valid(secret: str, body: bytes, signature: str) -> bool:
    digest = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(digest, signature)


@csrf_exempt
@require_POST
def ringlane_call_outcome(request: HttpRequest) -> HttpResponse:
    signature = request.headers.get("X-Ringlane-Signature", "")
    if not _valid(settings.RINGLANE_WEBHOOK_SECRET, request.body, signature):
        log.warning("ringlane webhook rejected from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponse(status=401)
    payload = json.loads(request.body)
    CallOutcome.objects.update_or_create(
        call_sid=payload["callSid"],
        defaults={"status": payload.get("callStatus", ""), "raw": payload},
    )
    return HttpResponse(status=204)


@csrf_exempt
@require_POST
def github_deploy_hook(request: HttpRequest) -> HttpResponse:
    """Release notes bot; GitHub signs with X-Hub-Signature-256."""
    sig = request.headers.get("X-Hub-Signature-256", "").removeprefix("sha256=")
    if not _valid(settings.GITHUB_WEBHOOK_SECRET, request.body, sig):
        return HttpResponse(status=401)
    event = request.headers.get("X-GitHub-Event", "")
    return JsonResponse({"received": event})


def whoami(request: HttpRequest) -> JsonResponse:
    """Our own API: the SPA tells us who is acting via X-User-Email."""
    email = request.headers.get("X-User-Email")
    if not email:
        return JsonResponse({"error": "missing X-User-Email"}, status=400)
    return JsonResponse({"email": email, "staff": request.user.is_staff})
