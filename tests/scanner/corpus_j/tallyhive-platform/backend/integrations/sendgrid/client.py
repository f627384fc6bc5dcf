"""SendGrid Marketing Campaigns client - used for nurture emails, not the dialer."""
import aiohttp
from django.conf import settings


class SendGridError(Exception):
    pass


class SendGridClient:
    def __init__(self, session: aiohttp.ClientSession):
        self._session = session
        self._base = settings.SENDGRID_BASE_URL
        self._headers = {
            "Authorization": f"Bearer {settings.SENDGRID_API_KEY}",
            "Content-Type": "application/json",
        }

    async def create_contact_list(self, name: str) -> str:
        async with self._session.post(f"{self._base}/marketing/lists", json={"name": name}, headers=self._headers) as r:
            data = await r.json()
            if r.status >= 400:
                raise SendGridError(data["errors"][0]["message"])
            return data["id"]

    async def upsert_contacts(self, list_id: str, emails: list[str]) -> str:
        payload = {"list_ids": [list_id], "contacts": [{"email": e} for e in emails]}
        async with self._session.put(f"{self._base}/marketing/contacts", json=payload, headers=self._headers) as r:
            if r.status == 503:
                raise SendGridError("sendgrid temporarily unavailable")
            return (await r.json())["job_id"]

    async def legacy_contact_lists(self) -> list[dict]:
        # old v3 contactdb endpoint, still used by the weekly digest
        async with self._session.get(f"{self._base}/contactdb/lists", headers=self._headers) as r:
            if r.status == 404:
                return []
            return (await r.json())["lists"]
