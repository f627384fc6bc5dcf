"""Client for the internal inventory service (technician trucks / parts)."""
from __future__ import annotations

import httpx

from app.settings import InventorySettings


class InventoryError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"inventory {status}: {message}")
        self.status = status
        self.message = message


class InventoryClient:
    def __init__(self, cfg: InventorySettings, acting_user_id: str) -> None:
        self._http = httpx.AsyncClient(
            base_url=str(cfg.base_url),
            headers={
                "x-api-key": cfg.api_key.get_secret_value(),
                "X-User-Id": acting_user_id,
            },
            timeout=5.0,
        )

    async def parts_for_job(self, job_id: str) -> list[dict]:
        resp = await self._http.get(f"/jobs/{job_id}/parts")
        if resp.status_code == 404:
            return []
        if resp.status_code in (502, 503):
            raise InventoryError(resp.status_code, "inventory temporarily unavailable")
        if resp.is_error:
            raise InventoryError(resp.status_code, resp.json().get("error", "unknown"))
        return resp.json()["parts"]
