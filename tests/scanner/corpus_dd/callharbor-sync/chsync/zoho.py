"""Read call-ready leads from Zoho CRM (v5 REST API, OAuth refresh-token flow)."""
import requests

from .config import settings

ACCOUNTS = "https://accounts.zoho.com/oauth/v2/token"
CRM = "https://www.zohoapis.com/crm/v5"


def _token() -> str:
    resp = requests.post(
        ACCOUNTS,
        params={
            "refresh_token": settings.zoho_refresh_token,
            "client_id": settings.zoho_client_id,
            "client_secret": settings.zoho_client_secret,
            "grant_type": "refresh_token",
        },
        timeout=20,
    )
    body = resp.json()
    if "error" in body:
        # e.g. {"error": "invalid_code"}
        raise RuntimeError(f"Zoho OAuth failed: {body['error']}")
    return body["access_token"]


def call_ready_leads(territory: str):
    headers = {"Authorization": f"Zoho-oauthtoken {_token()}"}
    page = 1
    while True:
        resp = requests.get(
            f"{CRM}/Leads/search",
            headers=headers,
            params={"criteria": f"((Lead_Status:equals:Ready to call)and(Territory:equals:{territory}))", "page": page},
            timeout=30,
        )
        if resp.status_code == 204:
            return
        if resp.status_code in (502, 503):
            raise RuntimeError("Zoho temporarily unavailable")
        resp.raise_for_status()
        data = resp.json()
        yield from data["data"]
        if not data["info"]["more_records"]:
            return
        page += 1
