"""Client for the internal geo/timezone service (AWS API Gateway, usage-plan key)."""
import logging

from django.conf import settings

from .http import retrying_session

log = logging.getLogger(__name__)
_session = None


def _get_session():
    global _session
    if _session is None:
        _session = retrying_session(total=2)
        _session.headers["x-api-key"] = settings.GEO_SERVICE_API_KEY
    return _session


def timezone_for_phone(phone, acting_email=None):
    headers = {}
    if acting_email:
        # geo-svc logs who asked; it's our own service
        headers["X-User-Email"] = acting_email
    resp = _get_session().get(
        f"{settings.GEO_SERVICE_URL}/phone-timezone", params={"phone": phone}, headers=headers, timeout=3
    )
    if resp.status_code in (502, 503):
        log.warning("geo service unavailable (%s), defaulting timezone", resp.status_code)
        return "America/Chicago"
    if resp.status_code == 404:
        return None
    resp.raise_for_status()
    return resp.json()["tz"]
