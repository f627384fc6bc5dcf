import os
import sys
import time

import requests

BASE = os.environ.get("DIALWAVE_URL", "https://api.dialwave.io/api/public/v1")


def _headers():
    key = os.environ.get("DIALWAVE_KEY")
    if not key:
        sys.exit("set DIALWAVE_KEY first")
    return {
        "X-API-KEY": key,
        "X-USER-EMAIL": os.environ["DIALWAVE_AS"],
        "Content-Type": "application/json",
    }


def call(method, path, **kw):
    for attempt in range(4):
        r = requests.request(method, BASE + path, headers=_headers(), timeout=30, **kw)
        if r.status_code in (429, 502) and attempt < 3:
            time.sleep(2 ** attempt)
            continue
        break
    if r.status_code == 503:
        sys.exit("Dialwave says the public API is disabled for our account")
    if r.status_code >= 400:
        err = r.json()
        msg = err["error"]
        for d in err.get("details", []):
            msg += f"\n  {d['path']}: {d['message']}"
        raise RuntimeError(f"{method} {path} -> {r.status_code}: {msg}")
    return r.json() if r.content else None
