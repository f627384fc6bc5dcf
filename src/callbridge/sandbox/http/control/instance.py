"""Control routes over the instance itself: reset, clock, settings, deliveries, the request
log, fault rules and the published document (sandbox-control-api.md "State", "Faults")."""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

from starlette.requests import Request

from callbridge.sandbox.backend.errors import invalid
from callbridge.sandbox.http.control.base import Route, present
from callbridge.sandbox.http.validation import MISSING, Fields, json_object
from callbridge.sandbox.outbound import sender
from callbridge.sandbox.state.clock import CLOCK_MAX, CLOCK_MIN, fmt, in_clock_range
from callbridge.sandbox.state.faults import FaultRule, Rewrite
from callbridge.sandbox.state.ratelimit import RateLimit

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

_CLOCK_RANGE = f"must keep the clock between {fmt(CLOCK_MIN)} and {fmt(CLOCK_MAX)}"
RULE_FIELDS = frozenset(
    (
        "method",
        "path",
        "status",
        "probability",
        "times",
        "afterCommit",
        "latencyMs",
        "retryAfter",
        "rewrite",
    )
)


async def reset(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    state.reset()
    return 204, None


async def get_clock(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    return 200, {"now": fmt(state.now())}


async def set_clock(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    """Gap G34: the clock never leaves its range; a refused move leaves it where it was."""
    fields = Fields(json_object(raw))
    advance = fields.number("advanceSeconds", minimum=-1e9)
    instant = fields.datetime("now")
    if ("advanceSeconds" in fields.data) == ("now" in fields.data):
        fields.details.append({"path": "body", "message": "send advanceSeconds or now"})
    target: datetime | None = present(instant)
    if advance is not MISSING and instant is MISSING:
        target = state.clock.advanced(float(advance))
        if target is None:
            fields.fail("advanceSeconds", _CLOCK_RANGE)
    elif target is not None and not in_clock_range(target):
        fields.fail("now", _CLOCK_RANGE)
    fields.check()
    assert target is not None  # fields.check() refused every other case
    state.clock.set(target)
    state.save_clock()
    state.auth.invalidate()
    return 200, {"now": fmt(state.now())}


async def get_settings(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    return 200, state.settings.as_json()


def _rate_limit(fields: Fields) -> RateLimit | Any | None:
    """The `rateLimit` member: MISSING when not sent, None to switch the limit off."""
    if "rateLimit" not in fields.data:
        return MISSING
    raw_limit = fields.data["rateLimit"]
    if raw_limit is None:
        return None
    if not isinstance(raw_limit, dict):
        fields.fail("rateLimit", "must be an object or null")
        return MISSING
    inner = Fields(raw_limit, "body.rateLimit")
    count = inner.integer("limit", required=True, minimum=1, maximum=10**9)
    window = inner.integer("windowSeconds", required=True, minimum=1, maximum=10**7)
    fields.details.extend(inner.details)
    return MISSING if inner.details else RateLimit(count, window)


async def put_settings(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    loopback = fields.boolean("allowLoopbackReceivers")
    max_body = fields.integer("maxBodyBytes", minimum=1, maximum=1024 * 1024 * 1024)
    limit = _rate_limit(fields)
    fields.check()
    if loopback is not MISSING:
        state.settings.allow_loopback_receivers = loopback
    if max_body is not MISSING:
        state.settings.max_body_bytes = max_body
    if limit is not MISSING:
        state.settings.rate_limit = limit
        state.rate_limiter.reset()
    state.save_settings()
    return 200, state.settings.as_json()


async def run_deliveries(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    return 200, {"attempted": await sender.run_due(state)}


async def list_requests(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    raw_limit = request.query_params.get("limit", "100")
    if not raw_limit.isdigit() or not 1 <= int(raw_limit) <= 1000:
        raise invalid("query.limit", "must be an integer from 1 to 1000")
    return 200, {"data": list(state.request_log)[: int(raw_limit)]}


def _rule(item: Any, prefix: str, details: list[dict[str, str]]) -> FaultRule | None:
    if not isinstance(item, dict):
        details.append({"path": prefix, "message": "must be an object"})
        return None
    rule = Fields(item, prefix)
    method = rule.string("method", min_len=1, max_len=10)
    pattern = rule.string("path", min_len=1, max_len=1000)
    status = rule.integer("status", minimum=100, maximum=599)
    probability = rule.number("probability")
    times = rule.integer("times", minimum=0, maximum=10**9)
    after = rule.boolean("afterCommit")
    latency = rule.integer("latencyMs", minimum=0, maximum=600_000)
    retry_after = rule.integer("retryAfter", minimum=0, maximum=86_400)
    if probability is not MISSING and probability > 1:
        rule.fail("probability", "must be between 0 and 1")
    if isinstance(pattern, str):
        try:
            re.compile(pattern)
        except re.error:
            rule.fail("path", "must be a valid regular expression")
    rewrite = _rewrite(rule)
    details.extend(rule.details)
    if rule.details:
        return None
    return FaultRule(
        method=present(method),
        path=present(pattern),
        status=present(status),
        probability=float(present(probability, 1.0)),
        times=present(times),
        after_commit=after is True,
        latency_ms=present(latency),
        retry_after=present(retry_after),
        rewrite=rewrite,
    )


def _rewrite(rule: Fields) -> Rewrite | None:
    """`rewrite: {rename?: {path: newName}, set?: {path: value}}` (gap G29)."""
    raw = rule.data.get("rewrite")
    if raw is None:
        return None
    rename = raw.get("rename", {}) if isinstance(raw, dict) else None
    values = raw.get("set", {}) if isinstance(raw, dict) else None
    if not isinstance(rename, dict) or not all(isinstance(v, str) and v for v in rename.values()):
        rule.fail("rewrite", "must be {rename?: {path: name}, set?: {path: value}}")
        return None
    if not isinstance(values, dict) or not (rename or values):
        rule.fail("rewrite", "must be {rename?: {path: name}, set?: {path: value}}")
        return None
    return Rewrite(rename=dict(rename), set=dict(values))


async def put_faults(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    items = fields.data.get("rules")
    if not isinstance(items, list):
        fields.fail("rules", "must be an array of fault rules")
        fields.check()
    assert isinstance(items, list)
    parsed = [
        _rule(item, f"body.rules.{index}", fields.details) for index, item in enumerate(items)
    ]
    fields.check()
    state.faults.set([rule for rule in parsed if rule is not None])
    # gap G29: the rules as sent (their known fields), so a suite can compare them with its own
    return 200, {"rules": [{k: v for k, v in item.items() if k in RULE_FIELDS} for item in items]}


async def delete_faults(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    state.faults.clear()
    return 204, None


async def openapi_document(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    from callbridge.sandbox.http.openapi import openapi

    # the servers URL names the address this request reached, so tools can call it as is
    return 200, openapi(str(request.base_url))


ROUTES: tuple[Route, ...] = (
    ("POST", "/reset", reset),
    ("GET", "/clock", get_clock),
    ("POST", "/clock", set_clock),
    ("GET", "/settings", get_settings),
    ("PUT", "/settings", put_settings),
    ("POST", "/deliveries/run", run_deliveries),
    ("GET", "/requests", list_requests),
    ("PUT", "/faults", put_faults),
    ("DELETE", "/faults", delete_faults),
    ("GET", "/openapi.json", openapi_document),
)
