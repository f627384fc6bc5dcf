"""Mirror of suppression lists into SendGrid Marketing contact lists."""
import requests

SENDGRID_API = "https://api.sendgrid.com/v3"


class SendgridLists:
    def __init__(self, api_key, session=None):
        self.session = session or requests.Session()
        self.session.headers["Authorization"] = f"Bearer {api_key}"

    def contact_lists(self):
        resp = self.session.get(f"{SENDGRID_API}/marketing/lists", params={"page_size": 100})
        resp.raise_for_status()
        return resp.json()["result"]

    def add_to_list(self, list_id, emails):
        payload = {"list_ids": [list_id], "contacts": [{"email": e} for e in emails]}
        resp = self.session.put(f"{SENDGRID_API}/marketing/contacts", json=payload)
        if resp.status_code == 404:
            raise LookupError(f"sendgrid list {list_id} not found")
        if resp.status_code in (502, 503):
            raise RuntimeError("sendgrid temporarily unavailable")
        resp.raise_for_status()
        return resp.json()["job_id"]
