"""Client for our own CRM's internal API (service-to-service)."""
import httpx

from ..settings import Settings


class CRMClient:
    def __init__(self, settings: Settings):
        self._http = httpx.AsyncClient(
            base_url=settings.crm_base_url,
            headers={"x-api-key": settings.crm_api_key, "X-User-Email": "dialer-bridge@harborline.io"},
            timeout=5.0,
        )

    async def segment_phones(self, segment_id: int) -> list[str]:
        resp = await self._http.get(f"/segments/{segment_id}/members", params={"fields": "phone"})
        if resp.status_code == 404:
            return []
        resp.raise_for_status()
        return [m["phone"] for m in resp.json()["members"] if m.get("phone")]

    async def record_call(self, payload: dict) -> None:
        resp = await self._http.post("/call-outcomes", json=payload)
        if resp.status_code in (502, 503):
            raise RuntimeError("CRM temporarily unavailable")
        resp.raise_for_status()
