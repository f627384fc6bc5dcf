import json
import logging

import aiohttp
import redis.asyncio as aioredis
from aiohttp import web

from . import signatures
from .ringlane_lookup import LookupFailed, fetch_contact_list
from .settings import settings

log = logging.getLogger("hooks")
routes = web.RouteTableDef()


def _reject(reason: str, status: int = 401) -> web.Response:
    return web.json_response({"error": reason}, status=status)


@routes.post("/hooks/ringlane")
async def ringlane_legacy(request: web.Request) -> web.Response:
    body = await request.read()
    sig = request.headers.get("X-Ringlane-Signature", "")
    if not signatures.verify_ringlane_legacy(settings.ringlane_webhook_secret, body, sig):
        return _reject("bad signature")
    event = json.loads(body)
    if event.get("type") not in settings.allowed_events:
        return web.Response(status=204)
    list_id = event.get("data", {}).get("contactListId")
    if list_id:
        try:
            cl = await fetch_contact_list(request.app["http"], list_id)
            event["campaign_ref"] = cl.get("externalId")
        except LookupFailed as exc:
            log.warning("could not resolve list %s: %s", list_id, exc)
    await request.app["redis"].rpush("hooks:ringlane", json.dumps(event))
    return web.Response(status=202)


@routes.post("/hooks/ringlane/v2")
async def ringlane_v2(request: web.Request) -> web.Response:
    body = await request.read()
    header = request.headers.get("Service-Signature", "")
    if not signatures.verify_service_signature(settings.ringlane_v2_webhook_secret, body, header,
                                               settings.tolerance_ms):
        return _reject("bad signature")
    await request.app["redis"].rpush("hooks:ringlane", body.decode())
    return web.Response(status=202)


@routes.post("/hooks/stripe")
async def stripe(request: web.Request) -> web.Response:
    body = await request.read()
    if not signatures.verify_stripe(settings.stripe_webhook_secret, body,
                                    request.headers.get("Stripe-Signature", "")):
        return _reject("bad signature", 400)
    await request.app["redis"].rpush("hooks:stripe", body.decode())
    return web.Response(status=200)


@routes.post("/hooks/github")
async def github(request: web.Request) -> web.Response:
    body = await request.read()
    if not signatures.verify_github(settings.github_webhook_secret, body,
                                    request.headers.get("X-Hub-Signature-256")):
        return _reject("bad signature")
    if request.headers.get("X-GitHub-Event") == "deployment_status":
        await request.app["redis"].rpush("hooks:deploys", body.decode())
    return web.Response(status=204)


async def _startup(app: web.Application):
    app["http"] = aiohttp.ClientSession()
    app["redis"] = aioredis.from_url(settings.redis_url)


async def _cleanup(app: web.Application):
    await app["http"].close()
    await app["redis"].close()


def make_app() -> web.Application:
    app = web.Application(client_max_size=1024 ** 2)
    app.add_routes(routes)
    app.on_startup.append(_startup)
    app.on_cleanup.append(_cleanup)
    return app


def main():
    logging.basicConfig(level=logging.INFO)
    web.run_app(make_app(), port=settings.port)
