"""Post go-live notifications: SendGrid mail + Slack."""
import os

import requests

SENDGRID_URL = "https://api.sendgrid.com/v3/mail/send"
STATUS_API = "https://status.brightline.digital/api/v1/incidents"


def send_mail(to: str, subject: str, text: str) -> None:
    resp = requests.post(
        SENDGRID_URL,
        headers={"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"},
        json={
            "personalizations": [{"to": [{"email": to}]}],
            "from": {"email": "delivery@brightline.digital"},
            "subject": subject,
            "content": [{"type": "text/plain", "value": text}],
        },
        timeout=10,
    )
    resp.raise_for_status()


def open_incident(title: str) -> str:
    resp = requests.post(
        STATUS_API,
        headers={"x-api-key": os.environ["STATUS_API_KEY"], "X-User-Email": "oncall@brightline.digital"},
        json={"title": title},
        timeout=10,
    )
    if resp.status_code in (502, 503, 504):
        return "status page unavailable"
    if resp.status_code >= 400:
        return resp.json().get("error", "unknown error")
    return resp.json()["id"]
