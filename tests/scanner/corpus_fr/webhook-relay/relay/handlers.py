import json
import logging

import stripe
from aiohttp import web

from .settings import RelaySettings
from .signatures import V2_SIGNATURE_HEADER, verify_callnest_legacy, verify_callnest_v2, verify_github

log = logging.getLogger(__name__)
routes = web.RouteTableDef()


def _settings(request: web.Request) -> RelaySettings:
    return request.app["settings"]


@routes.post("/hooks/callnest")
async def callnest_hook(request: web.Request) -> web.Response:
    s = _settings(request)
    body = await request.read()
    secret = s.callnest_signing_secret.get_secret_value()
    if V2_SIGNATURE_HEADER in request.headers:
        ok = verify_callnest_v2(request, body, secret, s.signature_tolerance_ms)
    else:
        ok = verify_callnest_legacy(request, body, secret)
    if not ok:
        log.warning("callnest webhook signature mismatch from %s", request.remote)
        return web.json_response({"error": "invalid signature"}, status=401)
    event = json.loads(body)
    await request.app["redis"].xadd("hooks:callnest", {"type": event.get("type", "?"), "payload": body})
    return web.Response(status=204)


@routes.post("/hooks/stripe")
async def stripe_hook(request: web.Request) -> web.Response:
    body = await request.read()
    try:
        event = stripe.Webhook.construct_event(
            body, request.headers.get("Stripe-Signature", ""), _settings(request).stripe_webhook_secret.get_secret_value()
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        return web.json_response({"error": "bad signature"}, status=400)
    await request.app["redis"].xadd("hooks:stripe", {"type": event["type"], "payload": body})
    return web.Response(status=204)


@routes.post("/hooks/github")
async def github_hook(request: web.Request) -> web.Response:
    body = await request.read()
    if not verify_github(request, body, _settings(request).github_webhook_secret.get_secret_value()):
        return web.json_response({"error": "bad signature"}, status=401)
    await request.app["redis"].xadd("hooks:github", {"event": request.headers.get("X-GitHub-Event", ""), "payload": body})
    return web.Response(status=204)
