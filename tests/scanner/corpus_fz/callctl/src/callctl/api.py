from __future__ import annotations

import requests

from callctl import __version__
from callctl.config import Settings
from callctl.errors import ApiError


class Client:
    def __init__(self, settings: Settings):
        self.base_url = settings.base_url
        self.session = requests.Session()
        self.session.headers["User-Agent"] = f"callctl/{__version__}"
        self.session.headers["X-Api-Key"] = settings.api_key
        self.session.headers["X-User-Email"] = settings.user

    def _do(self, method: str, path: str, **kw):
        resp = self.session.request(method, self.base_url + path, timeout=30, **kw)
        if resp.status_code >= 400:
            try:
                payload = resp.json()
            except ValueError:
                payload = {"error": resp.text[:200]}
            raise ApiError(resp.status_code, payload)
        return resp.json() if resp.content else None

    def lists(self, limit: int = 50):
        return self._do("GET", "/contact-lists", params={"limit": limit})["items"]

    def create_list(self, name: str):
        return self._do("POST", "/contact-lists", json={"name": name})

    def rename_list(self, list_id: str, name: str):
        return self._do("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def delete_list(self, list_id: str):
        return self._do("DELETE", f"/contact-lists/{list_id}")

    def add_contacts(self, list_id: str, phones: list[str]):
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._do("POST", f"/contact-lists/{list_id}/contacts", json=body)

    def remove_contact(self, list_id: str, phone: str):
        return self._do("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
