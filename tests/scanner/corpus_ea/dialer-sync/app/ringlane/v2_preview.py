"""Spike for the Ringlane v2 migration (PLAT-2231). Not wired in yet.

v2 uses per-integration keys (rl_live_<uuid>.<secret>) as a Bearer token,
no acting-user header, and structured errors: {"error": {"code", "message"}}.
"""
from __future__ import annotations

import hashlib
import hmac
import time

import httpx

V2_BASE_URL = "https://api.ringlane.com/api/public/v2"
SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000


class RinglaneV2Error(Exception):
    def __init__(self, status: int, code: str, message: str):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code


def make_client(api_key: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url=V2_BASE_URL,
        headers={"Authorization": f"Bearer {api_key}"},
        timeout=10.0,
    )


def raise_for_v2(resp: httpx.Response) -> None:
    if resp.is_success:
        return
    err = resp.json().get("error", {})
    code = err.get("code", "unknown")
    if code == "rate_limited":
        raise RinglaneV2Error(resp.status_code, code, err.get("message", ""))
    raise RinglaneV2Error(resp.status_code, code, err.get("message", ""))


def verify_v2_signature(header: str, body: bytes, secret: str) -> bool:
    parts = dict(p.split("=", 1) for p in header.split(","))
    ts = int(parts["t"])
    if abs(time.time() * 1000 - ts) > SIGNATURE_TOLERANCE_MS:
        return False
    signed = f"{ts}.".encode() + body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts.get("v1", ""))


async def list_audiences(client: httpx.AsyncClient) -> list[dict]:
    resp = await client.get("/audiences", params={"limit": 100})
    raise_for_v2(resp)
    return resp.json()["data"]
