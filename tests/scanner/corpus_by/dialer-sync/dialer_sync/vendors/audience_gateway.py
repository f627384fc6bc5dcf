"""Client for our own audience service, reached through the internal API gateway.

The gateway (AWS API Gateway in front of audience-svc) wants a usage-plan key in
x-api-key and the caller identity in X-User-Id for its audit log.
"""
import requests

from dialer_sync import settings


class AudienceServiceError(Exception):
    pass


def fetch_segment_contacts(segment_id, user_id):
    resp = requests.get(
        f"{settings.GATEWAY_URL}/audiences/segments/{segment_id}/contact-lists",
        headers={
            "x-api-key": settings.GATEWAY_API_KEY,
            "X-User-Id": user_id,
        },
        timeout=10,
    )
    if resp.status_code in (502, 503):
        raise AudienceServiceError("audience-svc unavailable behind gateway")
    if resp.status_code == 404:
        raise AudienceServiceError("user not found")
    if not resp.ok:
        raise AudienceServiceError(resp.json().get("error", "unknown gateway error"))
    return resp.json()["items"]
