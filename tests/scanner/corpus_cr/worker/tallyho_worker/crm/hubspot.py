import httpx

from ..settings import settings


class HubSpot:
    BASE = "https://api.hubapi.com"

    def __init__(self):
        self._http = httpx.Client(
            base_url=self.BASE,
            headers={"Authorization": f"Bearer {settings.hubspot_token}"},
            timeout=15.0,
        )

    def list_members(self, list_id: str) -> list[dict]:
        out, after = [], None
        while True:
            r = self._http.get(f"/crm/v3/lists/{list_id}/memberships", params={"after": after} if after else None)
            if r.status_code in (502, 503):
                r = self._http.get(f"/crm/v3/lists/{list_id}/memberships", params={"after": after} if after else None)
            r.raise_for_status()
            body = r.json()
            out.extend(body.get("results", []))
            after = body.get("paging", {}).get("next", {}).get("after")
            if not after:
                return out
