"""Daily lead digest via SendGrid Marketing Campaigns."""
import requests

SENDGRID_BASE = "https://api.sendgrid.com/v3"


class SendGridDigest:
    def __init__(self, api_key: str):
        self.s = requests.Session()
        self.s.headers["Authorization"] = f"Bearer {api_key}"

    def ensure_list(self, name: str) -> str:
        r = self.s.get(f"{SENDGRID_BASE}/marketing/lists", params={"page_size": 100})
        r.raise_for_status()
        for lst in r.json()["result"]:
            if lst["name"] == name:
                return lst["id"]
        r = self.s.post(f"{SENDGRID_BASE}/marketing/lists", json={"name": name})
        if r.status_code == 404:
            raise RuntimeError("marketing campaigns not enabled on this SendGrid account")
        r.raise_for_status()
        return r.json()["id"]

    def upsert_contacts(self, list_id: str, emails: list[str]) -> None:
        r = self.s.put(
            f"{SENDGRID_BASE}/marketing/contacts",
            json={"list_ids": [list_id], "contacts": [{"email": e} for e in emails]},
        )
        if r.status_code >= 400:
            body = r.json()
            raise RuntimeError(body["errors"][0]["message"])
