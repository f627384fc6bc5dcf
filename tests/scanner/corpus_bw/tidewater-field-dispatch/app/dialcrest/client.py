"""Dialcrest v2 client (migrated in 2.0.0)."""

import httpx

from app.settings import get_settings

from .errors import ApiErrorEnvelope, DialcrestError

RETRYABLE = {429, 503}


class DialcrestClient:
    def __init__(self, http: httpx.AsyncClient | None = None) -> None:
        s = get_settings()
        self._http = http or httpx.AsyncClient(
            base_url=s.dialcrest_base_url,
            headers={"Authorization": f"Bearer {s.dialcrest_api_key.get_secret_value()}"},
            timeout=httpx.Timeout(10.0, connect=3.0),
        )

    async def start_call(self, user_id: str, phone: str, metadata: dict | None = None) -> dict:
        return await self._request(
            "POST", "/calls", json={"userId": user_id, "to": phone, "metadata": metadata or {}}
        )

    async def get_call(self, call_id: str) -> dict:
        return await self._request("GET", f"/calls/{call_id}")

    async def find_user(self, email: str) -> dict | None:
        try:
            return await self._request("GET", "/users", params={"email": email})
        except DialcrestError as exc:
            if exc.status == 404 and exc.code == "user_not_found":
                return None
            raise

    async def _request(self, method: str, url: str, **kw) -> dict:
        resp = await self._http.request(method, url, **kw)
        if resp.is_success:
            return resp.json()
        envelope = ApiErrorEnvelope.model_validate(resp.json())
        raise DialcrestError(resp.status_code, envelope.error.code, envelope.error.message)
