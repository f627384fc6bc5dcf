"""
Sensor that re-verifies webhook events which failed verification in the ingest
service (clock skew incidents) and marks them verified so dbt picks them up.
"""
from __future__ import annotations

import hashlib
import hmac
import os

from dagster import SensorEvaluationContext, SkipReason, sensor
from dagster_snowflake import SnowflakeResource


def _ringlane_ok(headers: dict, raw: bytes, secret: bytes) -> bool:
    sent = headers.get("x-ringlane-signature") or ""
    digest = hmac.new(secret, raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(sent, digest)


def _github_ok(headers: dict, raw: bytes, secret: bytes) -> bool:
    sent = headers.get("x-hub-signature-256", "")
    return hmac.compare_digest(sent, "sha256=" + hmac.new(secret, raw, hashlib.sha256).hexdigest())


@sensor(minimum_interval_seconds=900)
def ringlane_webhook_replay(context: SensorEvaluationContext, snowflake: SnowflakeResource):
    secret = os.environ["RINGLANE_WEBHOOK_SECRET"].encode()
    with snowflake.get_connection() as conn:
        cur = conn.cursor()
        rows = cur.execute(
            "select id, source, headers, raw_body from raw.ops.webhook_events where not verified limit 500"
        ).fetchall()
        fixed = [
            r[0] for r in rows
            if (r[1] == "ringlane" and _ringlane_ok(r[2], r[3], secret))
            or (r[1] == "github" and _github_ok(r[2], r[3], os.environ["GH_WEBHOOK_SECRET"].encode()))
        ]
        if not fixed:
            return SkipReason("nothing to re-verify")
        cur.execute("update raw.ops.webhook_events set verified = true where id in (%s)" % ",".join(map(str, fixed)))
    context.log.info("re-verified %d events", len(fixed))
