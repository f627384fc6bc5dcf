"""Webhook subscriptions, their deliveries and replay (spec lifecycle table; gaps G8, G10).

A subscription belongs to the credential that created it: every other key gets 404 for it.
"""

from __future__ import annotations

import json
import re
import sqlite3

from callbridge.sandbox.backend.errors import ApiError, invalid, not_found
from callbridge.sandbox.backend.events import EVENT_SCOPES
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.validation import Fields
from callbridge.sandbox.outbound import sender as delivery
from callbridge.sandbox.outbound.receivers import receiver_problem
from callbridge.sandbox.state.clock import fmt

UUID_RE = re.compile(
    r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
)
MANAGE = ("webhooks:manage",)


def _uuid_param(ctx: Ctx, name: str) -> str:
    raw = ctx.params.get(name, "")
    if UUID_RE.fullmatch(raw) is None:
        raise invalid(f"path.{name}", "must be a UUID")
    return raw.lower()


def _owned(conn: sqlite3.Connection, ctx: Ctx, hook_id: str) -> sqlite3.Row:
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM webhooks WHERE id = ? AND credential_id = ?", (hook_id, ctx.cred.id)
    ).fetchone()
    if row is None:
        raise not_found("Webhook subscription")
    return row


def _inactive() -> ApiError:
    return ApiError(
        409,
        "inactive_webhook",
        "The subscription is not active and verified; verify or enable it first.",
    )


def put_webhook(ctx: Ctx) -> Reply:
    hook_id = _uuid_param(ctx, "id")
    fields = Fields(ctx.json(), allowed={"name", "url", "events"})
    name = fields.string("name", required=True, min_len=1, max_len=200)
    url = fields.string("url", required=True, min_len=1, max_len=2048)
    if isinstance(url, str):
        problem = receiver_problem(url, ctx.state.settings.allow_loopback_receivers)
        if problem is not None:
            fields.fail("url", problem)
    raw_events = fields.data.get("events")
    events: list[str] = []
    if "events" not in fields.data:
        fields.fail("events", "is required")
    elif not isinstance(raw_events, list) or not raw_events:
        fields.fail("events", "must be a non-empty array of event types")
    else:
        for index, item in enumerate(raw_events):
            if not isinstance(item, str) or item not in EVENT_SCOPES:
                fields.details.append(
                    {"path": f"body.events.{index}", "message": "is not a known event type"}
                )
            elif item not in events:
                events.append(item)
    fields.check()
    for event in events:
        scope = EVENT_SCOPES[event]
        if scope not in ctx.cred.scopes:
            raise ApiError(
                403, "insufficient_scope", f"Subscribing to {event} requires the {scope} scope."
            )
    conn = ctx.state.store.conn
    stamp = fmt(ctx.now)
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM webhooks WHERE id = ?", (hook_id,)
    ).fetchone()
    if row is None:
        conn.execute(
            "INSERT INTO webhooks (id, credential_id, workspace_id, name, url, events, active, "
            "verified, secret, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, 0, NULL, ?, ?)",
            (
                hook_id,
                ctx.cred.id,
                ctx.cred.workspace_id,
                name,
                url,
                json.dumps(events),
                stamp,
                stamp,
            ),
        )
        status = 201
    else:
        if row["credential_id"] != ctx.cred.id:
            raise not_found("Webhook subscription")
        status = 200
        if (row["name"], row["url"], set(json.loads(row["events"]))) != (name, url, set(events)):
            conn.execute(
                "UPDATE webhooks SET name = ?, url = ?, events = ?, active = 0, "
                "verified = 0, updated_at = ? WHERE id = ?",
                (name, url, json.dumps(events), stamp, hook_id),
            )
            delivery.cancel_queued(conn, hook_id, ctx.now)
    row = conn.execute("SELECT * FROM webhooks WHERE id = ?", (hook_id,)).fetchone()
    return Reply(status, serialize.webhook(row))


def rotate_secret(ctx: Ctx) -> Reply:
    hook_id = _uuid_param(ctx, "id")
    conn = ctx.state.store.conn
    _owned(conn, ctx, hook_id)
    secret = delivery.new_signing_secret()
    conn.execute(
        "UPDATE webhooks SET secret = ?, active = 0, updated_at = ? WHERE id = ?",
        (secret, fmt(ctx.now), hook_id),
    )
    return Reply(200, {"id": hook_id, "signingSecret": secret, "active": False})


async def verify_webhook(ctx: Ctx) -> Reply:
    hook_id = _uuid_param(ctx, "id")
    store = ctx.state.store
    with store.lock:
        row = _owned(store.conn, ctx, hook_id)
    if row["secret"] is None:
        raise ApiError(
            422,
            "verification_failed",
            "Verification failed: no signing secret yet; rotate the secret first.",
        )
    failure = await delivery.verify(ctx.state, row["url"], row["secret"])
    if failure is not None:
        raise ApiError(422, "verification_failed", f"Verification failed: {failure}.")
    with store.tx() as conn:
        current = _owned(conn, ctx, hook_id)
        if (current["url"], current["secret"]) != (row["url"], row["secret"]):
            raise ApiError(
                422,
                "verification_failed",
                "Verification failed: the subscription changed while it was being verified.",
            )
        conn.execute(
            "UPDATE webhooks SET active = 1, verified = 1, updated_at = ? WHERE id = ?",
            (fmt(ctx.state.now()), hook_id),
        )
        row = conn.execute("SELECT * FROM webhooks WHERE id = ?", (hook_id,)).fetchone()
    return Reply(200, serialize.webhook(row))


def patch_webhook(ctx: Ctx) -> Reply:
    hook_id = _uuid_param(ctx, "id")
    fields = Fields(ctx.json(), allowed={"active"})
    active = fields.boolean("active", required=True)
    fields.check()
    conn = ctx.state.store.conn
    row = _owned(conn, ctx, hook_id)
    if active and not row["verified"]:
        raise _inactive()
    if bool(row["active"]) != active:
        conn.execute(
            "UPDATE webhooks SET active = ?, updated_at = ? WHERE id = ?",
            (int(active), fmt(ctx.now), hook_id),
        )
        row = conn.execute("SELECT * FROM webhooks WHERE id = ?", (hook_id,)).fetchone()
    return Reply(200, serialize.webhook(row))


def list_deliveries(ctx: Ctx) -> Reply:
    hook_id = _uuid_param(ctx, "id")
    conn = ctx.state.store.conn
    _owned(conn, ctx, hook_id)
    rows = conn.execute(
        "SELECT * FROM deliveries WHERE webhook_id = ? ORDER BY seq DESC LIMIT ?",
        (hook_id, delivery.HISTORY),
    ).fetchall()
    return Reply(200, {"data": [serialize.delivery(r) for r in rows], "nextCursor": None})


def _delivery(conn: sqlite3.Connection, ctx: Ctx, hook_id: str) -> sqlite3.Row:
    delivery_id = _uuid_param(ctx, "deliveryId")
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM deliveries WHERE id = ? AND webhook_id = ?", (delivery_id, hook_id)
    ).fetchone()
    if row is None:
        raise not_found("Delivery")
    return row


def list_attempts(ctx: Ctx) -> Reply:
    hook_id = _uuid_param(ctx, "id")
    conn = ctx.state.store.conn
    _owned(conn, ctx, hook_id)
    found = _delivery(conn, ctx, hook_id)
    rows = conn.execute(
        "SELECT * FROM attempts WHERE delivery_id = ? ORDER BY seq DESC LIMIT ?",
        (found["id"], delivery.HISTORY),
    ).fetchall()
    return Reply(200, {"data": [serialize.attempt(r) for r in rows], "nextCursor": None})


def _replay_access(ctx: Ctx) -> sqlite3.Row:
    hook_id = _uuid_param(ctx, "id")
    row = _owned(ctx.state.store.conn, ctx, hook_id)
    if not (row["active"] and row["verified"]):
        raise _inactive()
    return row


def check_replay_access(ctx: Ctx) -> None:
    _replay_access(ctx)


def replay_delivery(ctx: Ctx) -> Reply:
    hook = _replay_access(ctx)
    conn = ctx.state.store.conn
    found = _delivery(conn, ctx, hook["id"])
    if found["state"] == "in_progress":
        raise ApiError(
            409,
            "delivery_in_progress",
            "An attempt of this delivery is running; wait for it to finish.",
        )
    stamp = fmt(ctx.now)
    conn.execute(
        "UPDATE deliveries SET state = 'pending', attempt_count = 0, next_attempt_at = ?, "
        "updated_at = ? WHERE id = ?",
        (stamp, stamp, found["id"]),
    )
    return Reply(202, {"id": found["id"], "eventId": found["event_id"], "state": "pending"})


OPS = (
    Op("PUT", "/webhooks/{id}", put_webhook, MANAGE, write=True),
    Op("POST", "/webhooks/{id}/rotate-secret", rotate_secret, MANAGE, write=True),
    Op("POST", "/webhooks/{id}/verify", verify_webhook, MANAGE, write=True),
    Op("PATCH", "/webhooks/{id}", patch_webhook, MANAGE, write=True),
    Op("GET", "/webhooks/{id}/deliveries", list_deliveries, MANAGE),
    Op("GET", "/webhooks/{id}/deliveries/{deliveryId}/attempts", list_attempts, MANAGE),
    Op(
        "POST",
        "/webhooks/{id}/deliveries/{deliveryId}/replay",
        replay_delivery,
        MANAGE,
        write=True,
        replay_check=check_replay_access,
    ),
)
