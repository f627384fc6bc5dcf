"""Email the sales-ops alias a summary via SendGrid."""
import requests

from .config import settings


def send_summary(lines):
    resp = requests.post(
        "https://api.sendgrid.com/v3/mail/send",
        headers={"Authorization": f"Bearer {settings.sendgrid_api_key}"},
        json={
            "personalizations": [{"to": [{"email": "sales-ops@brightlane.co"}]}],
            "from": {"email": "noreply@brightlane.co"},
            "subject": "CallHarbor nightly sync",
            "content": [{"type": "text/plain", "value": "\n".join(lines)}],
        },
        timeout=20,
    )
    if resp.status_code >= 400:
        errors = resp.json().get("errors", [])
        raise RuntimeError("; ".join(e.get("message", "") for e in errors))
