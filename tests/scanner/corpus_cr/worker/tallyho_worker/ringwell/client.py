import logging

import httpx
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from ..settings import settings
from .errors import RingwellAPIError, RingwellTransient, RingwellUserMissing

log = logging.getLogger(__name__)

TRANSIENT = {429, 502}


class RingwellClient:
    def __init__(self, api_key: str | None = None, base_url: str | None = None):
        self._http = httpx.Client(
            base_url=base_url or settings.ringwell_base,
            headers={"x-api-key": api_key or settings.ringwell_api_key},
            timeout=10.0,
        )

    def _raise(self, resp: httpx.Response) -> None:
        try:
            payload = resp.json()
        except ValueError:
            payload = {"error": resp.text}
        if resp.status_code in TRANSIENT:
            raise RingwellTransient(resp.status_code, payload)
        if resp.status_code == 404 and payload.get("error") == "user not found":
            raise RingwellUserMissing(resp.status_code, payload)
        raise RingwellAPIError(resp.status_code, payload)

    @retry(
        retry=retry_if_exception_type(RingwellTransient),
        wait=wait_exponential(multiplier=0.5, max=8),
        stop=stop_after_attempt(4),
        reraise=True,
    )
    def request(self, method: str, path: str, *, user_id: str, **kw) -> dict | None:
        resp = self._http.request(method, path, headers={"X-User-Id": user_id}, **kw)
        if resp.status_code >= 400:
            self._raise(resp)
        return resp.json() if resp.content else None

    # -- contact lists ---------------------------------------------------
    def lists(self, user_id: str) -> list[dict]:
        return self.request("GET", "/contact-lists", user_id=user_id)["data"]

    def get_list(self, user_id: str, list_id: str) -> dict | None:
        try:
            return self.request("GET", f"/contact-lists/{list_id}", user_id=user_id)
        except RingwellAPIError as e:
            if e.status == 404 and e.message == "contact list not found":
                return None
            raise

    def create_list(self, user_id: str, name: str) -> dict:
        return self.request("POST", "/contact-lists", user_id=user_id, json={"name": name})

    def rename_list(self, user_id: str, list_id: str, name: str) -> dict:
        return self.request("PATCH", f"/contact-lists/{list_id}", user_id=user_id, json={"name": name})

    def delete_list(self, user_id: str, list_id: str) -> None:
        self.request("DELETE", "/contact-lists/" + list_id, user_id=user_id)

    def add_contacts(self, user_id: str, list_id: str, phones: list[str]) -> None:
        self.request(
            "POST",
            f"/contact-lists/{list_id}/contacts",
            user_id=user_id,
            json={"contacts": [{"phone": p} for p in phones]},
        )

    def remove_contact(self, user_id: str, list_id: str, phone: str) -> None:
        self.request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}", user_id=user_id)
