"""Shared httpx client factory for the Callbridge public API (v1, shared-key)."""
from __future__ import annotations

import os

import httpx
from prefect.blocks.system import Secret
from tenacity import retry, retry_if_result, stop_after_attempt, wait_exponential

CALLBRIDGE_URL = os.environ.get("CALLBRIDGE_URL", "https://api.callbridge.io/api/public/v1")
ACTING_USER = os.environ.get("CALLBRIDGE_ACTING_USER", "compliance-bot@harborline.com")

# 502 = Callbridge couldn't reach Okta on their side; always transient
TRANSIENT = {429, 502, 504}


def callbridge_client() -> httpx.Client:
    key = Secret.load("callbridge-api-key").get()
    return httpx.Client(
        base_url=CALLBRIDGE_URL,
        headers={
            "X-API-KEY": key,
            "X-USER-EMAIL": ACTING_USER,
        },
        timeout=httpx.Timeout(20.0, connect=5.0),
    )


def _is_transient(resp: httpx.Response) -> bool:
    return resp.status_code in TRANSIENT


@retry(retry=retry_if_result(_is_transient), stop=stop_after_attempt(5), wait=wait_exponential(min=1, max=30),
       retry_error_callback=lambda state: state.outcome.result())
def send(client: httpx.Client, method: str, url: str, **kw) -> httpx.Response:
    return client.request(method, url, **kw)
