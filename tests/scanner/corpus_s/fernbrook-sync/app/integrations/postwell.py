"""Postwell transactional/marketing email API client."""
import requests


class PostwellError(Exception):
    pass


class PostwellClient:
    def __init__(self, base_url: str, api_key: str):
        self.base_url = base_url.rstrip("/")
        self.s = requests.Session()
        self.s.headers["x-api-key"] = api_key
        self.s.headers["X-User-Email"] = "marketing@fernbrook.co"

    def ensure_contact_list(self, name: str) -> str:
        r = self.s.get(f"{self.base_url}/contact-lists", params={"name": name})
        if r.status_code == 404:
            r = self.s.post(f"{self.base_url}/contact-lists", json={"name": name})
        if r.status_code >= 400:
            raise PostwellError(r.json().get("error", "unknown postwell error"))
        return r.json()["id"]

    def delete_contact(self, list_id: str, email: str) -> None:
        r = self.s.delete(f"{self.base_url}/contact-lists/{list_id}/contacts/{email}")
        if r.status_code in (502, 503):
            raise PostwellError("postwell unavailable")
