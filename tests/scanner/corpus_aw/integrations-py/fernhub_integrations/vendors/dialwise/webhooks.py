"""Django view helpers for Dialwise outbound webhooks (call outcomes)."""
from __future__ import annotations

import hashlib
import hmac
import os

from django.http import HttpRequest, HttpResponse, HttpResponseForbidden


def _secret() -> bytes:
    return os.environ["DIALWISE_SIGNING_SECRET"].encode()


def signature_ok(request: HttpRequest) -> bool:
    sent = request.headers.get("X-Dialwise-Signature", "")
    if not sent:
        sent = request.META.get("HTTP_X_DIALWISE_SIGNATURE", "")
    expected = hmac.new(_secret(), request.body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, sent)


def require_dialwise_signature(view):
    def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if not signature_ok(request):
            return HttpResponseForbidden("bad signature")
        return view(request, *args, **kwargs)
    return wrapped
