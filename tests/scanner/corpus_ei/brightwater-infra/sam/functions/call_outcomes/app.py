"""Daily call-outcome rollup. Already on Ringlane v2 (PLAT-398)."""
import datetime as dt
import json
import os
import urllib.error
import urllib.request

V2_URL = os.environ.get("RINGLANE_V2_URL", "https://api.ringlane.com/api/public/v2")


class OutcomeFetchError(Exception):
    pass


def _get(path: str, token: str) -> dict:
    req = urllib.request.Request(
        f"{V2_URL}{path}",
        headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},
    )
    try:
        with urllib.request.urlopen(req, timeout=20) as resp:
            return json.load(resp)
    except urllib.error.HTTPError as exc:
        payload = json.loads(exc.read() or b"{}")
        err = payload.get("error") or {}
        if err.get("code") == "rate_limited":
            raise OutcomeFetchError("rate limited, will run again tomorrow") from exc
        raise OutcomeFetchError(f"{exc.code} {err.get('code')}: {err.get('message')}") from exc


def handler(event, context):
    token = os.environ["RINGLANE_V2_TOKEN"]
    day = (dt.date.today() - dt.timedelta(days=1)).isoformat()
    data = _get(f"/calls?date={day}&fields=disposition,duration", token)
    counts: dict[str, int] = {}
    for call in data.get("items", []):
        counts[call["disposition"]] = counts.get(call["disposition"], 0) + 1
    if event.get("httpMethod"):
        return {"statusCode": 200, "body": json.dumps({"date": day, "counts": counts})}
    print(json.dumps({"date": day, "counts": counts}))
    return counts
