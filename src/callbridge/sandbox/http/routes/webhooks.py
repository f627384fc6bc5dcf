"""Webhook subscriptions, their deliveries and replay (spec lifecycle table; gaps G8, G10).

A subscription belongs to the credential that created it: every other key gets 404 for it.
"""

from __future__ import annotations

from callbridge.sandbox.backend import deliveries, webhooks
from callbridge.sandbox.backend.errors import ApiError
from callbridge.sandbox.backend.events import EVENT_SCOPES
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.bodies import WebhookPatch, WebhookWrite
from callbridge.sandbox.http.paths import DeliveryPath, HookPath
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.queries import parameters
from callbridge.sandbox.http.validation import body_problems, parse_body, parse_path, raise_details
from callbridge.sandbox.outbound import sender
from callbridge.sandbox.outbound.receivers import receiver_problem

MANAGE = ("webhooks:manage",)


def _hook(ctx: Ctx) -> str:
    return parse_path(HookPath, ctx.params).id


def put_webhook(ctx: Ctx) -> Reply:
    hook_id = _hook(ctx)
    data = ctx.json()
    body, details = body_problems(WebhookWrite, data)
    url = data.get("url")
    if isinstance(url, str) and 1 <= len(url) <= 2048:  # the rules that depend on settings
        problem = receiver_problem(url, ctx.state.settings.allow_loopback_receivers)
        if problem is not None:
            details.append({"path": "body.url", "message": problem})
    raise_details(details)
    assert body is not None
    events = list(dict.fromkeys(body.events))  # duplicates folded (G8)
    for event in events:
        scope = EVENT_SCOPES[event]
        if scope not in ctx.cred.scopes:
            raise ApiError(
                403, "insufficient_scope", f"Subscribing to {event} requires the {scope} scope."
            )
    conn = ctx.state.store.conn
    row, created = webhooks.put(conn, ctx.cred, ctx.now, hook_id, body.name, body.url, events)
    return Reply(201 if created else 200, serialize.webhook(row))


def rotate_secret(ctx: Ctx) -> Reply:
    hook_id = _hook(ctx)
    secret = webhooks.rotate_secret(ctx.state.store.conn, ctx.cred, ctx.now, hook_id)
    return Reply(200, {"id": hook_id, "signingSecret": secret, "active": False})


async def verify_webhook(ctx: Ctx) -> Reply:
    hook_id = _hook(ctx)
    store = ctx.state.store
    with store.lock:
        row = webhooks.owned(store.conn, ctx.cred, hook_id)
    if row["secret"] is None:
        raise ApiError(
            422,
            "verification_failed",
            "Verification failed: no signing secret yet; rotate the secret first.",
        )
    failure = await sender.verify(ctx.state, row["url"], row["secret"])
    if failure is not None:
        raise ApiError(422, "verification_failed", f"Verification failed: {failure}.")
    with store.tx() as conn:
        row = webhooks.mark_verified(conn, ctx.cred, ctx.state.now(), row)
    return Reply(200, serialize.webhook(row))


def patch_webhook(ctx: Ctx) -> Reply:
    hook_id = _hook(ctx)
    active = parse_body(WebhookPatch, ctx.json()).active
    row = webhooks.set_active(ctx.state.store.conn, ctx.cred, ctx.now, hook_id, active)
    return Reply(200, serialize.webhook(row))


def list_deliveries(ctx: Ctx) -> Reply:
    hook_id = _hook(ctx)
    conn = ctx.state.store.conn
    webhooks.owned(conn, ctx.cred, hook_id)
    rows = deliveries.history(conn, hook_id)
    return Reply(200, {"data": [serialize.delivery(r) for r in rows], "nextCursor": None})


def list_attempts(ctx: Ctx) -> Reply:
    path = parse_path(DeliveryPath, ctx.params)
    conn = ctx.state.store.conn
    webhooks.owned(conn, ctx.cred, path.id)
    found = deliveries.find(conn, path.id, path.deliveryId)
    rows = deliveries.attempts(conn, found["id"])
    return Reply(200, {"data": [serialize.attempt(r) for r in rows], "nextCursor": None})


def check_replay_access(ctx: Ctx) -> None:
    webhooks.replayable(ctx.state.store.conn, ctx.cred, _hook(ctx))


def replay_delivery(ctx: Ctx) -> Reply:
    path = parse_path(DeliveryPath, ctx.params)
    conn = ctx.state.store.conn
    hook = webhooks.replayable(conn, ctx.cred, path.id)
    found = deliveries.find(conn, hook["id"], path.deliveryId)
    deliveries.replay(conn, ctx.now, found)
    return Reply(202, {"id": found["id"], "eventId": found["event_id"], "state": "pending"})


HOOK = parameters(HookPath, "path")
DELIVERY = parameters(DeliveryPath, "path")
OPS = (
    Op(
        "PUT",
        "/webhooks/{id}",
        put_webhook,
        MANAGE,
        write=True,
        summary="Create or reconfigure a webhook subscription",
        response="Webhook",
        also=(201,),
        request="WebhookWrite",
        params=HOOK,
    ),
    Op(
        "POST",
        "/webhooks/{id}/rotate-secret",
        rotate_secret,
        MANAGE,
        write=True,
        summary="Issue a new signing secret (shown once)",
        response="SigningSecret",
        params=HOOK,
    ),
    Op(
        "POST",
        "/webhooks/{id}/verify",
        verify_webhook,
        MANAGE,
        write=True,
        summary="Send the signed verification challenge to the receiver",
        response="Webhook",
        params=HOOK,
        errors=((422, "verification_failed"),),
    ),
    Op(
        "PATCH",
        "/webhooks/{id}",
        patch_webhook,
        MANAGE,
        write=True,
        summary="Pause or enable a subscription",
        response="Webhook",
        request="WebhookPatch",
        params=HOOK,
        errors=((409, "inactive_webhook"),),
    ),
    Op(
        "GET",
        "/webhooks/{id}/deliveries",
        list_deliveries,
        MANAGE,
        summary="The latest 100 deliveries of a subscription",
        response="DeliveryPage",
        params=HOOK,
    ),
    Op(
        "GET",
        "/webhooks/{id}/deliveries/{deliveryId}/attempts",
        list_attempts,
        MANAGE,
        summary="The latest 100 attempts of a delivery",
        response="AttemptPage",
        params=DELIVERY,
    ),
    Op(
        "POST",
        "/webhooks/{id}/deliveries/{deliveryId}/replay",
        replay_delivery,
        MANAGE,
        write=True,
        replay_check=check_replay_access,
        summary="Queue a delivery again",
        status=202,
        response="ReplayAccepted",
        params=DELIVERY,
        errors=((409, "inactive_webhook"), (409, "delivery_in_progress")),
    ),
)
