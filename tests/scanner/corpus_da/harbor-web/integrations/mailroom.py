"""Client for Mailroom, our internal notification service."""
import requests
from django.conf import settings


def notify_ops(subject, body, channel="ops"):
    cfg = settings.MAILROOM
    resp = requests.post(
        f"{cfg['BASE_URL']}/notifications",
        headers={"x-api-key": cfg["API_KEY"], "X-User-Email": "harbor-web@harborline.co"},
        json={"channel": channel, "subject": subject, "body": body},
        timeout=5,
    )
    if resp.status_code >= 400:
        err = resp.json().get("error", "unknown")
        exc = RuntimeError(f"mailroom: {err}")
        exc.status_code = resp.status_code
        raise exc
    return resp.json()
