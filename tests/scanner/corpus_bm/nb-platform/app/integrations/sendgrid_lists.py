"""Marketing contact lists live in SendGrid (nurture emails for cold leads)."""
import os

import httpx

SENDGRID_BASE = "https://api.sendgrid.com/v3"


def _client() -> httpx.Client:
    return httpx.Client(
        base_url=SENDGRID_BASE,
        headers={"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"},
    )


def add_to_nurture_list(list_id: str, emails: list[str]) -> str:
    with _client() as http:
        resp = http.put(
            "/marketing/contacts",
            json={"list_ids": [list_id], "contacts": [{"email": e} for e in emails]},
        )
        if resp.status_code >= 400:
            errors = resp.json().get("errors", [])
            raise RuntimeError("; ".join(e.get("message", "") for e in errors))
        return resp.json()["job_id"]


def delete_contact_list(list_id: str) -> None:
    with _client() as http:
        http.delete(f"/marketing/lists/{list_id}").raise_for_status()
