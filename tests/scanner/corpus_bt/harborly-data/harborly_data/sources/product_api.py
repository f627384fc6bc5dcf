"""Pull account metadata from Harborly's own internal admin API."""
import os

import requests

ADMIN_API = os.environ.get("HARBORLY_ADMIN_API", "https://admin-api.internal.harborly.net/v1")


def accounts(updated_since: str) -> list[dict]:
    resp = requests.get(
        f"{ADMIN_API}/accounts",
        params={"updated_since": updated_since},
        headers={
            "X-Api-Key": os.environ["HARBORLY_ADMIN_API_KEY"],
            "X-User-Email": "data-pipelines@harborly.com",
        },
        timeout=60,
    )
    if resp.status_code == 503:
        raise RuntimeError("admin API in maintenance mode")
    body = resp.json()
    if "error" in body:
        raise RuntimeError(body["error"])
    return body["accounts"]
