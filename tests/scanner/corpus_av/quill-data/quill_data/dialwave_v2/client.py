"""Dialwave v2 client (migrated for the calls export, 2024-Q3)."""
import os

import requests

BASE_URL = os.getenv("DIALWAVE_V2_BASE_URL", "https://api.dialwave.io/api/public/v2")
# key format: dwk_live_<uuid>.<secret>, issued per integration
API_KEY = os.environ["DIALWAVE_V2_KEY"]


class DialwaveV2Error(Exception):
    pass


def get(path: str, **params):
    resp = requests.get(
        f"{BASE_URL}{path}",
        params=params,
        headers={"Authorization": f"Bearer {API_KEY}"},
        timeout=30,
    )
    if resp.status_code >= 400:
        err = resp.json().get("error", {})
        if err.get("code") == "rate_limited":
            raise DialwaveV2Error("rate limited, retry later")
        raise DialwaveV2Error(f'{err.get("code")}: {err.get("message")}')
    return resp.json()
