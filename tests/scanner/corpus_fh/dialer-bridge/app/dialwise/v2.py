"""Dialwise v2 client (per-integration key, problem+json errors). Behind DIALER_USE_DIALWISE_V2."""
import httpx

from ..settings import Settings


class DialwiseV2Error(Exception):
    def __init__(self, status: int, code: str, detail: str):
        super().__init__(f"{status} {code}: {detail}")
        self.status = status
        self.code = code
        self.detail = detail


class DialwiseV2Client:
    def __init__(self, settings: Settings):
        self._http = httpx.AsyncClient(
            base_url=settings.dialwise_v2_base_url,
            headers={"Authorization": f"Bearer {settings.dialwise_v2_key}"},
            timeout=10.0,
        )

    async def _send(self, method: str, url: str, **kw):
        resp = await self._http.request(method, url, **kw)
        if resp.is_error:
            err = resp.json().get("error", {})
            raise DialwiseV2Error(resp.status_code, err.get("code", "unknown"), err.get("message", ""))
        return resp.json() if resp.content else None

    async def create_audience(self, name: str, phones: list[str]) -> dict:
        audience = await self._send("POST", "/audiences", json={"name": name})
        await self._send("POST", f"/audiences/{audience['id']}/members", json={"phones": phones})
        return audience

    async def delete_audience(self, audience_id: str) -> None:
        try:
            await self._send("DELETE", f"/audiences/{audience_id}")
        except DialwiseV2Error as exc:
            if exc.code == "audience_not_found":
                return
            raise
