"""Ringvale v2 client for calls & recordings (migrated in PLAT-412)."""
import httpx

from app.settings import Settings


class RingvaleV2Error(Exception):
    def __init__(self, status: int, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.status = status
        self.code = code


class CallsClient:
    def __init__(self, settings: Settings):
        self._http = httpx.AsyncClient(
            base_url=settings.ringvale_v2_url,
            headers={"Authorization": f"Bearer {settings.ringvale_v2_key.get_secret_value()}"},
            timeout=settings.request_timeout,
        )

    async def recent_calls(self, rep_id: str, limit: int = 50) -> list[dict]:
        resp = await self._http.get("/calls", params={"rep_id": rep_id, "limit": limit})
        if resp.status_code >= 400:
            err = resp.json().get("error", {})
            if err.get("code") == "rate_limited":
                raise RingvaleV2Error(429, err["code"], err.get("message", ""))
            raise RingvaleV2Error(resp.status_code, err.get("code", "unknown"), err.get("message", ""))
        return resp.json()["data"]
