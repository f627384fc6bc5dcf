"""v2 client wrapper. v1 (x-api-key, x-user-email, /api/public/v1) is retired."""

from __future__ import annotations

import hashlib
import hmac
import os
import time

import httpx

BASE_URL = "https://calls.acme-dialer.com/api/public/v2"


def client() -> httpx.Client:
    key = os.environ["CALLBRIDGE_API_KEY"]
    return httpx.Client(base_url=BASE_URL, headers={"Authorization": f"Bearer {key}"})


def rename_list(c: httpx.Client, list_id: int, name: str, owner: str, group: str | None) -> dict:
    # v1 did PATCH /contact-lists/{id}; v2 wants the full shape
    resp = c.put(f"/lists/{list_id}", json={"name": name, "ownerId": owner, "groupName": group})
    if resp.is_error:
        err = resp.json()["error"]
        raise RuntimeError(f"{err['code']}: {err['message']} (request {err['requestId']})")
    return resp.json()


def explain(resp: httpx.Response) -> str:
    payload = resp.json()
    return payload["error"]["code"] if resp.status_code != 503 else "retry later"


def verify_signature(secret: str, header: str, raw: bytes) -> bool:
    parts = dict(item.split("=", 1) for item in header.split(","))
    ts, sig = parts["t"], parts["v1"]
    if abs(time.time() * 1000 - int(ts)) > 5 * 60 * 1000:
        return False
    mac = hmac.new(secret.encode(), ts.encode() + b"." + raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, sig)


SIGNATURE_HEADER = "Service-Signature"
