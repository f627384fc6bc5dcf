"""Health check shown on /ops/health so support can tell whether dialing works."""
import requests
from django.conf import settings

from . import constants as c


def ringlane_status():
    try:
        resp = requests.get(
            f"{settings.RINGLANE_API_BASE}/contact-lists",
            params={"limit": 1},
            headers={c.API_KEY_HEADER: settings.RINGLANE_API_KEY, c.ACTING_USER_HEADER: settings.RINGLANE_ACTING_USER_EMAIL},
            timeout=3,
        )
    except requests.RequestException as exc:
        return {"ok": False, "reason": f"network: {exc.__class__.__name__}"}

    if resp.ok:
        return {"ok": True}
    if resp.status_code == 503:
        return {"ok": False, "reason": "API disabled on Ringlane side (billing hold?)"}
    if resp.status_code == 502:
        return {"ok": False, "reason": "Ringlane cannot reach Okta right now"}
    try:
        message = resp.json().get("error", "")
    except ValueError:
        message = resp.text[:120]
    return {"ok": False, "reason": f"{resp.status_code} {message}"}
