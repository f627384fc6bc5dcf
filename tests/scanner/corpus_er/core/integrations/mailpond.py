"""Mailpond marketing-email client (newsletter audiences).

Not to be confused with Ringbolt call lists: Mailpond calls its audiences
"contact lists" too.
"""
import requests
from django.conf import settings


class MailpondError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


def _headers() -> dict[str, str]:
    return {"x-api-key": settings.MAILPOND_API_KEY, "Content-Type": "application/json"}


def _check(resp: requests.Response) -> dict:
    if resp.status_code == 404:
        raise MailpondError(404, "audience not found")
    if resp.status_code in (502, 503):
        raise MailpondError(resp.status_code, "mailpond temporarily unavailable")
    if resp.status_code >= 400:
        raise MailpondError(resp.status_code, resp.json().get("error", resp.text))
    return resp.json()


def get_contact_lists() -> list[dict]:
    resp = requests.get(f"{settings.MAILPOND_BASE_URL}/contact-lists", headers=_headers(), timeout=10)
    return _check(resp)["lists"]


def add_subscribers(list_id: str, emails: list[str]) -> dict:
    resp = requests.post(
        f"{settings.MAILPOND_BASE_URL}/contact-lists/{list_id}/contacts",
        headers=_headers(),
        json={"contacts": [{"email": e} for e in emails]},
        timeout=10,
    )
    return _check(resp)
