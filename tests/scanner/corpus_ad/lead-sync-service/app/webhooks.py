import hashlib
import hmac
import json
import time

from starlette.requests import Request
from starlette.responses import JSONResponse

from .settings import settings

STRIPE_TOLERANCE_S = 300


async def dialstream_call_completed(request: Request) -> JSONResponse:
    raw = await request.body()
    received = request.headers.get("X-Dialstream-Signature", "")
    expected = hmac.new(settings.dialstream_webhook_secret.encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(received, expected):
        return JSONResponse({"error": "bad signature"}, status_code=401)
    event = json.loads(raw)
    request.app.state.queue.put_nowait(event)
    return JSONResponse({"ok": True})


async def stripe_events(request: Request) -> JSONResponse:
    raw = await request.body()
    header = request.headers.get("Stripe-Signature", "")
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    ts = int(parts.get("t", "0"))
    if abs(time.time() - ts) > STRIPE_TOLERANCE_S:
        return JSONResponse({"error": "stale event"}, status_code=400)
    signed = f"{ts}.".encode() + raw
    digest = hmac.new(settings.stripe_webhook_secret.encode(), signed, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(parts.get("v1", ""), digest):
        return JSONResponse({"error": "bad signature"}, status_code=400)
    return JSONResponse({"received": True})
