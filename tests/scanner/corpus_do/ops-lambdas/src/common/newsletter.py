"""Adds freight customers to marketing lists in our in-house mailer."""
import os

import requests

MAILER_URL = os.environ.get("MAILER_URL", "https://mailer.internal.tidewater.dev")


def subscribe(list_slug: str, email: str, token: str) -> None:
    resp = requests.post(
        f"{MAILER_URL}/v1/contact-lists/{list_slug}/members",
        json={"email": email},
        headers={"Authorization": f"Bearer {token}"},
        timeout=5,
    )
    if resp.status_code >= 400:
        body = resp.json()
        raise RuntimeError(body.get("error", "mailer error"))
