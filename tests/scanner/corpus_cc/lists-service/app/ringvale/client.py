from urllib.parse import quote

import httpx

from app.settings import Settings

from .models import AppendResult, ContactIn, ContactList, RingvaleErrorBody


class RingvaleAPIError(Exception):
    def __init__(self, status: int, message: str, details=None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.details = details or []


class RingvaleListsClient:
    def __init__(self, settings: Settings, http: httpx.AsyncClient | None = None):
        self._settings = settings
        self._http = http or httpx.AsyncClient(
            base_url=settings.ringvale_base_url, timeout=settings.request_timeout
        )

    def _headers(self, acting_user_id: str) -> dict[str, str]:
        return {
            "X-Api-Key": self._settings.ringvale_api_key.get_secret_value(),
            "X-User-Id": acting_user_id,
        }

    @staticmethod
    def _raise_for(resp: httpx.Response) -> None:
        if resp.is_success:
            return
        try:
            err = RingvaleErrorBody.model_validate(resp.json())
        except ValueError:
            raise RingvaleAPIError(resp.status_code, resp.text)
        raise RingvaleAPIError(resp.status_code, err.error, err.details)

    async def list_contact_lists(self, user_id: str) -> list[ContactList]:
        resp = await self._http.get("/contact-lists", headers=self._headers(user_id))
        self._raise_for(resp)
        return [ContactList.model_validate(x) for x in resp.json()]

    async def get_contact_list(self, user_id: str, list_id: int) -> ContactList:
        resp = await self._http.get(f"/contact-lists/{list_id}", headers=self._headers(user_id))
        self._raise_for(resp)
        return ContactList.model_validate(resp.json())

    async def append_contacts(self, user_id: str, list_id: int, contacts: list[ContactIn]) -> AppendResult:
        resp = await self._http.post(
            f"/contact-lists/{list_id}/contacts",
            headers=self._headers(user_id),
            json={"contacts": [c.model_dump(exclude_none=True) for c in contacts]},
        )
        self._raise_for(resp)
        return AppendResult.model_validate(resp.json())

    async def remove_contact(self, user_id: str, list_id: int, phone: str) -> None:
        resp = await self._http.delete(
            f"/contact-lists/{list_id}/contacts/{quote(phone)}", headers=self._headers(user_id)
        )
        self._raise_for(resp)
