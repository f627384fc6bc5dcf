"""Client for our own internal API (orders, customers)."""
import requests

from pipeline import settings


class InternalApi:
    def __init__(self):
        self.s = requests.Session()
        self.s.headers.update({
            "x-api-key": settings.INTERNAL_API_KEY,
            "x-user-email": "etl-bot@harborfinch.com",
        })

    def get_customer(self, customer_id: int) -> dict | None:
        r = self.s.get(f"{settings.INTERNAL_API_URL}/customers/{customer_id}", timeout=15)
        if r.status_code == 404:
            return None
        if r.status_code in (502, 503):
            raise ConnectionError("internal api unavailable")
        r.raise_for_status()
        return r.json()
