"""Lead export (already on Dialwise v2, see MIG-41)."""
import requests

from pipeline import settings

V2_BASE = f"{settings.DIALWISE_HOST}/api/public/v2"


def export_leads(leads: list[dict]) -> None:
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {settings.DIALWISE_V2_KEY}"
    resp = session.post(f"{V2_BASE}/leads:batchCreate", json={"leads": leads}, timeout=30)
    if resp.status_code >= 400:
        err = resp.json().get("error", {})
        if err.get("code") == "rate_limited":
            raise RuntimeError("retry later")
        raise RuntimeError(f"{err.get('code')}: {err.get('message')}")
